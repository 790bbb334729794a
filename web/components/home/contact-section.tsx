import type { ReactNode } from 'react'
import { Section, type SectionIntro } from '../ui/section'

/** The contact section; the form itself is passed in (components/contact). */
export function ContactSection({
  intro,
  email,
  children,
}: {
  intro: SectionIntro | null
  email: string
  children?: ReactNode
}) {
  return (
    <Section id="contact" intro={intro} className="bg-night-raised">
      <div className="mx-auto max-w-2xl">
        {children}
        <p className="mt-6 text-center text-sm text-zinc-400">
          Prefer email?{' '}
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
