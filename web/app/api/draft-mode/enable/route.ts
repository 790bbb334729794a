// GET /api/draft-mode/enable - the Presentation tool's entry: checks the preview secret the
// Studio just stored (one hour at most, read with the server token), then sets the draft-mode
// cookies and redirects to the page. A forged or expired secret gets 401 and no cookie.
// Beside Next.js's cookie it sets our session cookie, naming that secret: proxy.ts ends the
// session when the secret is deleted or after 8 hours without use.
import { urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { cookies } from 'next/headers'
import { draftSessionKey } from '@/lib/draft-mode/check-session'
import { draftCookieAttributes, isCrossSiteFrame } from '@/lib/draft-mode/cookies'
import { findEnablingSecret } from '@/lib/draft-mode/preview-secrets'
import { encodeSession, IDLE_LIMIT_MS, SESSION_COOKIE } from '@/lib/draft-mode/session-cookie'
import { sanityClient } from '@/lib/sanity/client'
import { sanityEnv } from '@/lib/sanity/env'

const enableDraftMode = defineEnableDraftMode({
  client: sanityClient.withConfig({ token: sanityEnv.readToken }),
})

export async function GET(request: Request) {
  if (!draftSessionKey) {
    return new Response('Draft mode needs SANITY_REVALIDATE_SECRET', { status: 503 })
  }
  const secret = new URL(request.url).searchParams.get(urlSearchParamPreviewSecret)
  const found = secret ? await findEnablingSecret(secret) : null
  if (!found) return new Response('Invalid secret', { status: 401 })

  const jar = await cookies()
  const attributes = draftCookieAttributes(isCrossSiteFrame(request.headers))
  jar.set(
    SESSION_COOKIE,
    encodeSession(
      { secretId: found.id, secretHash: found.hash, lastUse: Date.now() },
      draftSessionKey,
    ),
    { ...attributes, maxAge: IDLE_LIMIT_MS / 1000 },
  )
  // next-sanity validates the secret again and, when valid, redirects by throwing, which
  // keeps the cookies set above. An answer means it refused (the secret went meanwhile).
  const refused = await enableDraftMode.GET(request)
  jar.delete({ name: SESSION_COOKIE, ...attributes })
  return refused
}
