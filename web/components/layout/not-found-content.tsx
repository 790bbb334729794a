'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { localizedPath, splitLocale } from '@/lib/i18n/locales'
import { notFoundPage as en } from '@/lib/messages/en/not-found'
import { notFoundPage as es } from '@/lib/messages/es/not-found'
import { primaryButton } from '../ui/button-styles'
import { ReportNotFound } from './report-not-found'

const MESSAGES = { en, es }

/** The 404 page's text in the language of the missing address (a not-found page gets no params). */
export function NotFoundContent() {
  const { locale } = splitLocale(usePathname() ?? '/')
  const messages = MESSAGES[locale]
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-28 text-center">
      <ReportNotFound />
      <p className="text-gradient font-display text-7xl font-extrabold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-white">{messages.title}</h1>
      <p className="mt-3 text-zinc-300">{messages.text}</p>
      <Link href={localizedPath(locale, '/')} className={`${primaryButton} mt-8`}>
        {messages.home}
      </Link>
    </section>
  )
}
