import type { ReactNode } from 'react'
import { textLang, type Locale } from '@/lib/i18n/locales'

/** A section's heading block; each `...Lang` is the language its text is in (English if none). */
export interface SectionIntro {
  eyebrow?: string | null
  eyebrowLang?: string
  heading: string
  headingLang?: string
  intro?: string | null
  introLang?: string
}

/**
 * A page section with the CMS's heading block; `id` makes it an anchor (#features). A text in
 * another language than the page's `locale` (a missing translation) is marked with its own.
 */
export function Section({
  id,
  intro,
  locale,
  children,
  className = '',
  headingLevel = 2,
}: {
  id?: string
  intro?: SectionIntro | null
  locale: Locale
  children?: ReactNode
  className?: string
  /** 1 when the section opens the page. */
  headingLevel?: 1 | 2
}) {
  const headingId = id ? `${id}-heading` : undefined
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const lang = (written: string | undefined) => textLang(written ?? 'en', locale)
  return (
    <section
      id={id}
      aria-labelledby={intro ? headingId : undefined}
      className={`py-20 sm:py-28 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        {intro ? (
          <div className="mx-auto mb-12 max-w-2xl text-center">
            {intro.eyebrow ? (
              <p
                className="text-gradient mb-3 text-sm font-semibold tracking-widest uppercase"
                lang={lang(intro.eyebrowLang)}
              >
                {intro.eyebrow}
              </p>
            ) : null}
            <Heading
              id={headingId}
              lang={lang(intro.headingLang)}
              className="font-display text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              {intro.heading}
            </Heading>
            {intro.intro ? (
              <p className="mt-4 text-lg text-zinc-300" lang={lang(intro.introLang)}>
                {intro.intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
