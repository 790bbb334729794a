'use client'

import { usePathname } from 'next/navigation'
import { LANGUAGE_NAME, localizedPath, otherLocale, splitLocale } from '@/lib/i18n/locales'

/**
 * The same page in the other language, named in that language. A plain link: the two
 * languages have different documents (<html lang>), so the switch is a full page load anyway.
 * Only this needs the path, which a layout does not get; the browser's address and the
 * server's internal "/en/..." path give the same link (splitLocale).
 */
export function LanguageSwitch({ hint, className }: { hint: string; className?: string }) {
  // Null only outside the app router (a component rendered on its own): the home page then.
  const { locale, path } = splitLocale(usePathname() ?? '/')
  const other = otherLocale(locale)
  return (
    <a href={localizedPath(other, path)} hrefLang={other} lang={other} className={className}>
      {LANGUAGE_NAME[other]}
      <span className="sr-only">: {hint}</span>
    </a>
  )
}
