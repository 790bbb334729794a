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
      {/* Glows as radial gradients, not blurred shapes: same look, far cheaper to paint on phones.
          Each fills only the box where it is not yet transparent (70% of its radii) rather than
          the whole hero: the same pixels, under half the raster work (issue #34: without a GPU,
          two gradients over a 1280 px hero took ~40 ms of the raster before the first paint). */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute top-0 left-[calc(50%_-_28rem)] h-[19.6rem] w-[56rem] bg-[radial-gradient(40rem_28rem_at_50%_0%,rgba(109,40,217,0.35),transparent_70%)]" />
        <div className="absolute top-[calc(60%_-_15.4rem)] right-0 h-[30.8rem] w-[18.2rem] bg-[radial-gradient(26rem_22rem_at_100%_50%,rgba(29,78,216,0.28),transparent_70%)]" />
      </div>
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
