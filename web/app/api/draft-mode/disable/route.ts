// GET /api/draft-mode/disable - leaves draft mode (the preview bar's Exit) and goes home.
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import {
  DRAFT_MODE_COOKIES,
  draftCookieAttributes,
  PARTITIONED_COOKIE,
} from '@/lib/draft-mode/cookies'

export async function GET() {
  ;(await draftMode()).disable()
  const jar = await cookies()
  const attributes = draftCookieAttributes(jar.has(PARTITIONED_COOKIE))
  for (const name of DRAFT_MODE_COOKIES.filter((name) => name !== '__prerender_bypass')) {
    jar.delete({ name, ...attributes })
  }
  // Next's redirect keeps the cookie deletions; a plain Response.redirect has immutable headers.
  redirect('/')
}
