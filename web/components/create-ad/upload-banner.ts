import { BANNER_MESSAGES, MAX_BANNER_BYTES } from '../../lib/banner/limits'

// Sends the chosen file's bytes to POST /api/banner. The server decides what the file is; the
// size is checked here too only to spare a long upload that would be refused.

export type BannerReply = { ok: true; assetId: string } | { ok: false; error: string }

const UPLOAD_FAILED = 'The upload failed. Please check your connection and try again.'

export async function uploadBanner(file: File): Promise<BannerReply> {
  if (file.size > MAX_BANNER_BYTES) return { ok: false, error: BANNER_MESSAGES.tooManyBytes }
  try {
    const response = await fetch('/api/banner', { method: 'POST', body: file })
    const reply = (await response.json().catch(() => null)) as {
      success?: boolean
      error?: string
      banner?: { assetId?: string }
    } | null
    if (reply?.success && reply.banner?.assetId) return { ok: true, assetId: reply.banner.assetId }
    return { ok: false, error: reply?.error || UPLOAD_FAILED }
  } catch {
    return { ok: false, error: UPLOAD_FAILED }
  }
}
