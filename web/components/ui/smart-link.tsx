import Link from 'next/link'
import type { ReactNode } from 'react'

const isExternal = (href: string) => /^https?:\/\//.test(href)

/**
 * One link for every CMS-edited target: site paths use client navigation, web addresses open
 * in a new tab without leaking the opener, mailto: is a plain anchor. It always has a target:
 * text styled as a link that goes nowhere is not drawn at all.
 */
export function SmartLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
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
        <span className="sr-only"> (opens in a new tab)</span>
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
    <Link href={href} className={className} onClick={onClick} prefetch={false}>
      {children}
    </Link>
  )
}
