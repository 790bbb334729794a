import { textLang, type Locale } from '@/lib/i18n/locales'
import { MarkedText } from './marked-text'

/** A claim; each `...Lang` is the language of the text before it. */
export interface Stat {
  _id: string
  value: string
  valueLang: string
  label: string
  labelLang: string
  description?: string | null
  descriptionLang: string
}

/** Marketing claims as large figures, their words marked where not in the page's language. */
export function StatGrid({ stats, locale }: { stats: Stat[]; locale: Locale }) {
  return (
    <dl className="flex flex-wrap justify-center gap-4 sm:gap-6">
      {stats.map((stat) => (
        <div
          key={stat._id}
          className="flex w-[calc(50%-0.5rem)] flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5 sm:w-[calc(50%-0.75rem)] sm:p-6 lg:w-[calc(25%-1.125rem)]"
        >
          <dt className="mt-2 text-sm text-zinc-300 sm:text-base">
            <MarkedText lang={textLang(stat.labelLang, locale)}>{stat.label}</MarkedText>
            {stat.description ? (
              <span
                className="mt-1 block text-xs text-zinc-400"
                lang={textLang(stat.descriptionLang, locale)}
              >
                {stat.description}
              </span>
            ) : null}
          </dt>
          <dd
            className="text-gradient font-display text-3xl font-bold sm:text-4xl"
            lang={textLang(stat.valueLang, locale)}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
