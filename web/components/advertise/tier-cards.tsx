import { formatCount, formatUsd } from '@atl/schemas/formats'
import { FORMAT_LOCALE, textLang, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/message-format'
import type { Messages } from '@/lib/messages/catalogue'

interface AdPackage {
  _id: string
  name: string
  nameLang: string
  monthlyPrice: number
  monthlyImpressions: number
  placement: string
  placementLang: string
  extras: string[]
  extrasLang: string
  highlight: string | null
  highlightLang: string
}

/** "{price} al mes" around a price set large: the words before and after the price. */
const aroundPrice = (message: string) => {
  const [before = '', after = ''] = message.split('{price}')
  return { before, after }
}

/**
 * The advertising tiers, straight from the CMS's ad packages, their texts in the page's language
 * (English, marked as such, while one has no translation). `editAttribute` makes each price
 * clickable in the Studio's preview (draft mode only).
 */
export function TierCards({
  packages,
  locale,
  words,
  editAttribute,
}: {
  packages: AdPackage[]
  locale: Locale
  words: Messages['tiers']
  editAttribute?: (id: string, path: string) => string | undefined
}) {
  const formatLocale = FORMAT_LOCALE[locale]
  const perMonth = aroundPrice(words.perMonth)
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg._id}
          className="relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6"
          aria-labelledby={`tier-${pkg._id}`}
        >
          {pkg.highlight ? (
            <p
              lang={textLang(pkg.highlightLang, locale)}
              className="bg-brand-gradient absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold text-white"
            >
              {pkg.highlight}
            </p>
          ) : null}
          <h3
            id={`tier-${pkg._id}`}
            lang={textLang(pkg.nameLang, locale)}
            className="font-display text-xl font-semibold text-white"
          >
            {pkg.name}
          </h3>
          <p className="mt-3">
            {perMonth.before ? <span className="text-zinc-400">{perMonth.before}</span> : null}
            <span
              className="font-display text-4xl font-bold text-white"
              data-sanity={editAttribute?.(pkg._id, 'monthlyPrice')}
            >
              {formatUsd(pkg.monthlyPrice, formatLocale)}
            </span>
            <span className="text-zinc-400">{perMonth.after}</span>
          </p>
          <p className="mt-2 text-brand-sky">
            {fill(words.impressionsMonthly, {
              count: formatCount(pkg.monthlyImpressions, formatLocale),
            })}
          </p>
          <ul className="mt-5 space-y-2 text-zinc-300">
            {[
              { text: pkg.placement, lang: pkg.placementLang },
              ...pkg.extras.map((text) => ({ text, lang: pkg.extrasLang })),
            ].map(({ text, lang }) => (
              <li key={text} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-lilac">
                  ✓
                </span>
                <span lang={textLang(lang, locale)}>{text}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
