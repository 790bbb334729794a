import { MAX_BANNER_BYTES, tooManyBytesText } from '../../lib/banner/limits'
import { isRecord } from '../../lib/validation/record'
import type { WizardMessages } from './wizard-text'

// Sends the chosen file's bytes to POST /api/banner. The server decides what the file is; the
// size is checked here too only to spare a long upload that would be refused.

export type BannerReply = { ok: true; assetId: string } | { ok: false; error: string }

/** `text` holds the messages of the page's language for what fails here. */
export async function uploadBanner(
  file: File,
  text: Pick<WizardMessages['wizard']['banner'], 'tooManyBytes' | 'uploadFailed'>,
): Promise<BannerReply> {
  const UPLOAD_FAILED = text.uploadFailed
  if (file.size > MAX_BANNER_BYTES) return { ok: false, error: tooManyBytesText(text.tooManyBytes) }
  try {
    const response = await fetch('/api/banner', { method: 'POST', body: file })
    const reply: unknown = await response.json().catch(() => null)
    if (!isRecord(reply)) return { ok: false, error: UPLOAD_FAILED }
    const assetId = isRecord(reply.banner) ? reply.banner.assetId : undefined
    if (reply.success === true && typeof assetId === 'string' && assetId)
      return { ok: true, assetId }
    return {
      ok: false,
      error: typeof reply.error === 'string' && reply.error ? reply.error : UPLOAD_FAILED,
    }
  } catch {
    return { ok: false, error: UPLOAD_FAILED }
  }
}
