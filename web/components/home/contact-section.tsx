import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { Section, type SectionIntro } from '../ui/section'

/** The contact section; the form itself is passed in (components/contact). */
export function ContactSection({
  intro,
  email,
  locale,
  preferEmail,
  children,
}: {
  intro: SectionIntro | null
  email: string
  locale: Locale
  /** "Prefer email?", in the page's language. */
  preferEmail: string
  children?: ReactNode
}) {
  return (
    <Section id="contact" intro={intro} className="bg-night-raised" locale={locale}>
      <div className="mx-auto max-w-2xl">
        {children}
        <p className="mt-6 text-center text-sm text-zinc-400">
          {preferEmail}{' '}
          <a
            href={`mailto:${email}`}
            className="text-brand-sky underline underline-offset-4 hover:text-white"
          >
            {email}
          </a>
        </p>
      </div>
    </Section>
  )
}
