import type { Messages } from '../../lib/messages/catalogue'
import { BannerImage } from './banner-image'

// The ad as members will see it, from its values alone, in the words of a language: the wizard
// shows it live while the advertiser types (ad-preview.tsx, in its page's language), the
// campaign page shows the stored ad (ad-preview-card.tsx, in English).

export interface AdPreviewValues {
  adType?: string | null
  adName?: string | null
  targetUrl?: string | null
  description?: string | null
  /** An uploaded banner image (its asset id); without one the banner shows the ad's name. */
  bannerAssetId?: string | null
  headline?: string | null
  bodyText?: string | null
  callToAction?: string | null
  htmlCode?: string | null
}

const hostOf = (url: string | null | undefined, example: string) => {
  try {
    return new URL(url ?? '').hostname
  } catch {
    return example
  }
}

/**
 * HTML ads render inside a sandboxed iframe with no permissions: no scripts, no access to our
 * page, our cookies or our storage.
 */
export function AdPreviewFigure({
  values,
  texts,
}: {
  values: AdPreviewValues
  texts: Messages['adPreview']
}) {
  const host = hostOf(values.targetUrl, texts.host)
  const sponsored = (
    <span className="text-xs font-semibold uppercase tracking-wider text-zinc-300">
      {texts.sponsored}
    </span>
  )
  return (
    <figure className="max-w-md">
      <figcaption className="mb-2 text-sm text-zinc-400">{texts.preview}</figcaption>
      {values.adType === 'html' ? (
        <iframe
          title={texts.htmlTitle}
          sandbox=""
          srcDoc={values.htmlCode ?? ''}
          referrerPolicy="no-referrer"
          className="h-64 w-full rounded-2xl border border-white/10 bg-white"
        />
      ) : values.adType === 'text' ? (
        <div className="rounded-2xl border border-white/10 bg-[#110F1A] p-5">
          {sponsored}
          <p className="mt-2 text-lg font-semibold text-white">
            {values.headline || texts.headline}
          </p>
          <p className="mt-1 text-sm text-zinc-300">{values.bodyText || texts.bodyText}</p>
          <div className="mt-4 flex items-center justify-between gap-3">
            <span className="truncate text-xs text-zinc-400">{host}</span>
            {values.callToAction ? (
              <span className="rounded-full bg-brand-gradient px-4 py-1.5 text-sm font-semibold text-white">
                {values.callToAction}
              </span>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-white/10 bg-[#110F1A]">
          {values.bannerAssetId ? (
            <BannerImage
              assetId={values.bannerAssetId}
              alt={values.adName || texts.banner}
              pixels={texts.pixels}
            />
          ) : (
            <div className="flex aspect-[3/1] items-center justify-center bg-brand-gradient p-4 text-center">
              <span className="text-xl font-bold text-white">{values.adName || texts.adName}</span>
            </div>
          )}
          <div className="p-4">
            {sponsored}
            <p className="mt-1 text-sm text-zinc-200">{values.description || texts.description}</p>
            <p className="mt-2 truncate text-xs text-zinc-400">{host}</p>
          </div>
        </div>
      )}
    </figure>
  )
}
