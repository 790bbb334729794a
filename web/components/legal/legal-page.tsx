import { formatIsoDate } from '@atl/schemas/formats'
import type { Messages } from '@/lib/messages/catalogue'
import { FORMAT_LOCALE, textLang, type Locale } from '@/lib/i18n/locales'
import type { RichText as RichTextValue } from '@/sanity/types'
import { headingId } from '../content/heading-id'
import { RichText } from '../content/portable-text'

interface LegalPageContent {
  title: string
  /** The language the text is written in: the page's, or English while untranslated. */
  language: string
  effectiveDate: string | null
  intro: string | null
  body: RichTextValue
}

/** Privacy, terms, help and account deletion: a title, an effective date, contents, the text. */
export function LegalPage({
  page,
  locale,
  messages,
}: {
  page: LegalPageContent
  locale: Locale
  messages: Messages['legal']
}) {
  // A page with no translation yet shows its English text, which says it is English.
  const lang = textLang(page.language, locale)
  const sections = page.body.flatMap((block) =>
    block.style === 'h2' ? [(block.children ?? []).map((span) => span.text ?? '').join('')] : [],
  )
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <header>
        <h1
          lang={lang}
          className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
        >
          {page.title}
        </h1>
        {page.effectiveDate ? (
          <p className="mt-4 text-zinc-400">
            {messages.effective}{' '}
            <time dateTime={page.effectiveDate}>
              {formatIsoDate(page.effectiveDate, 'long', FORMAT_LOCALE[locale])}
            </time>
          </p>
        ) : null}
        {page.intro ? (
          <p lang={lang} className="mt-6 text-lg text-zinc-300">
            {page.intro}
          </p>
        ) : null}
      </header>
      {sections.length > 2 ? (
        <nav
          aria-label={messages.onThisPage}
          className="mt-10 rounded-2xl border border-white/10 bg-white/5 p-6"
        >
          <h2 className="text-sm font-semibold tracking-widest text-zinc-400 uppercase">
            {messages.onThisPage}
          </h2>
          <ol lang={lang} className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${headingId(section)}`} className="text-zinc-300 hover:text-white">
                  {section}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div lang={lang} className="mt-6">
        <RichText value={page.body} locale={locale} />
      </div>
    </article>
  )
}
