// POST /api/revalidate - the lake's signed refresh trigger: `{"tags": [...]}`, the sync tags a
// publish invalidated. Verifies the signature, then expires those tags (`sanity:<tag>`, as
// lib/sanity/fetch.ts caches them), so every page showing the change renders anew on its next
// visit, also when no browser had it open.
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { parseSyncTagTrigger } from '@/lib/revalidate/sync-tag-trigger'
import { verifySanityWebhook } from '@/lib/revalidate/verify-webhook'
import { sanityEnv } from '@/lib/sanity/env'
import { forgetSharedAnswers } from '@/lib/sanity/shared-answers'

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

  const trigger = parseSyncTagTrigger(rawBody)
  if (!trigger.ok) return Response.json({ message: trigger.message }, { status: 422 })
  const cacheTags = trigger.tags.map((tag) => `sanity:${tag}`)
  for (const tag of cacheTags) revalidateTag(tag, { expire: 0 })
  // Submissions re-check prices, and emails are written, with what is published now.
  forgetSharedAnswers()
  return Response.json({ revalidated: cacheTags })
}
