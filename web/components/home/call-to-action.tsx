import { textLang, type Locale } from '@/lib/i18n/locales'
import { MarkedText } from '../ui/marked-text'
import { SmartLink } from '../ui/smart-link'

/** Each text with the language it is in (`...Lang`), marked where it is not the page's. */
export function CallToAction({
  heading,
  headingLang,
  productName,
  body,
  bodyLang,
  buttonLabel,
  buttonLabelLang,
  href,
  locale,
}: {
  heading: string
  headingLang: string
  productName: string
  body?: string | null
  bodyLang: string
  buttonLabel: string
  buttonLabelLang: string
  href: string
  locale: Locale
}) {
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-20 sm:px-8">
      <div className="bg-brand-gradient relative mx-auto max-w-5xl overflow-hidden rounded-3xl px-6 py-16 text-center shadow-2xl shadow-violet-900/40 sm:px-12">
        <h2 id="cta-heading" className="font-display text-3xl font-bold text-white sm:text-5xl">
          <MarkedText lang={textLang(headingLang, locale)}>{heading}</MarkedText> {productName}
        </h2>
        {body ? (
          <p
            className="mx-auto mt-4 max-w-xl text-lg text-white/90"
            lang={textLang(bodyLang, locale)}
          >
            {body}
          </p>
        ) : null}
        <SmartLink
          href={href}
          locale={locale}
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-8 font-semibold text-violet-800 transition hover:bg-zinc-100"
        >
          <MarkedText lang={textLang(buttonLabelLang, locale)}>{buttonLabel}</MarkedText>
        </SmartLink>
      </div>
    </section>
  )
}
