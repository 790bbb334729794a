import Link from 'next/link'
import type { ReactNode } from 'react'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { link as enLink } from '@/lib/messages/en/link'
import { link as esLink } from '@/lib/messages/es/link'

const NEW_TAB = { en: enLink.opensInNewTab, es: esLink.opensInNewTab } satisfies Record<
  Locale,
  string
>

const isExternal = (href: string) => /^https?:\/\//.test(href)

/**
 * One link for every CMS-edited target: site paths use client navigation, web addresses open
 * in a new tab without leaking the opener, mailto: is a plain anchor. Site paths are written
 * in English ("/advertise") and lead to the page's language ("/es/advertise"). It always has a target:
 * text styled as a link that goes nowhere is not drawn at all.
 */
export function SmartLink({
  href,
  className,
  children,
  onClick,
  locale = 'en',
}: {
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
  /** The page's language: a site path goes to the same page in it. */
  locale?: Locale
}) {
  if (isExternal(href)) {
    return (
      <a
        href={href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {children}
        <span className="sr-only">{NEW_TAB[locale]}</span>
      </a>
    )
  }
  if (href.startsWith('mailto:')) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    )
  }
  // No prefetching: visitors (mostly on phones and mobile data) load only the pages they open,
  // and the static pages load fast anyway. Prefetching the header's Create Ad link alone would
  // pull the wizard's code into every page.
  return (
    <Link
      href={localizedPath(locale, href)}
      className={className}
      onClick={onClick}
      prefetch={false}
    >
      {children}
    </Link>
  )
}
