// POST /api/revalidate - Sanity's GROQ-powered webhook: verifies the signature, then expires the
// cache tags of the published document's type so the next visitor gets the new content.
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { tagsForDocumentType } from '@/lib/revalidate/tags'
import { verifySanityWebhook } from '@/lib/revalidate/verify-webhook'
import { sanityEnv } from '@/lib/sanity/env'

export async function POST(request: Request) {
  const secret = sanityEnv.revalidateSecret
  if (!secret) return Response.json({ message: 'Revalidation is not configured' }, { status: 500 })

  const rawBody = await request.text()
  const verdict = await verifySanityWebhook(
    rawBody,
    request.headers.get(SIGNATURE_HEADER_NAME),
    secret,
  )
  if (!verdict.valid) return Response.json({ message: verdict.reason }, { status: 401 })

  const type = documentType(rawBody)
  if (!type) return Response.json({ message: 'Body must be JSON with a _type' }, { status: 400 })

  const tags = tagsForDocumentType(type)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: tags })
}

function documentType(rawBody: string): string | undefined {
  try {
    const body: unknown = JSON.parse(rawBody)
    const type = (body as { _type?: unknown } | null)?._type
    return typeof type === 'string' && type !== '' ? type : undefined
  } catch {
    return undefined
  }
}
