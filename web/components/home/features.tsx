import { textLang, type Locale } from '@/lib/i18n/locales'
import { Section, type SectionIntro } from '../ui/section'
import { FeatureIcon } from './feature-icon'

interface Feature {
  _id: string
  title: string
  titleLang: string
  description: string
  descriptionLang: string
  icon: string
}

export function Features({
  intro,
  items,
  locale,
}: {
  intro: SectionIntro | null
  items: Feature[]
  locale: Locale
}) {
  return (
    <Section id="features" intro={intro} locale={locale}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((feature) => (
          <li
            key={feature._id}
            className="rounded-2xl border border-white/10 bg-white/5 p-6 transition hover:border-white/20"
          >
            <FeatureIcon name={feature.icon} />
            <h3
              className="mt-5 font-display text-lg font-semibold text-white"
              lang={textLang(feature.titleLang, locale)}
            >
              {feature.title}
            </h3>
            <p className="mt-2 text-zinc-300" lang={textLang(feature.descriptionLang, locale)}>
              {feature.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
