import { textLang, type Locale } from '@/lib/i18n/locales'
import { primaryButton } from './button-styles'
import { MarkedText } from './marked-text'
import { SmartLink } from './smart-link'

/** The texts' languages (`...Lang`, English if none): marked where they are not the page's. */
interface HeroLangs {
  headingLang?: string
  subheadingLang?: string
  bodyLang?: string
  ctaLabelLang?: string
}

export function Hero({
  heading,
  subheading,
  body,
  ctaLabel,
  ctaHref,
  locale,
  ...langs
}: HeroLangs & {
  heading: string
  subheading?: string | null
  body?: string | null
  ctaLabel: string
  /** The beta link on the home page (new tab), the wizard on the advertise page (a site path). */
  ctaHref: string
  locale: Locale
}) {
  const lang = (written: string | undefined) => textLang(written ?? 'en', locale)
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* The glows: empty boxes behind the text (globals.css says why they are sized so). */}
      <div className="hero-glow-violet" />
      <div className="hero-glow-blue" />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-5 pt-24 pb-20 text-center sm:px-8 sm:pt-32 sm:pb-28">
        {subheading ? (
          <p
            lang={lang(langs.subheadingLang)}
            className="mb-6 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm text-zinc-200"
          >
            {subheading}
          </p>
        ) : null}
        <h1
          id="hero-heading"
          lang={lang(langs.headingLang)}
          className="font-display text-5xl leading-[1.05] font-extrabold tracking-tight text-white sm:text-7xl"
        >
          <span className="text-gradient">{heading}</span>
        </h1>
        {body ? (
          <p
            className="mt-6 max-w-2xl text-lg text-zinc-300 sm:text-xl"
            lang={lang(langs.bodyLang)}
          >
            {body}
          </p>
        ) : null}
        <SmartLink href={ctaHref} locale={locale} className={`${primaryButton} mt-10`}>
          <MarkedText lang={lang(langs.ctaLabelLang)}>{ctaLabel}</MarkedText>
        </SmartLink>
      </div>
    </section>
  )
}
