import Link from 'next/link'
import type { ReactNode } from 'react'

const isExternal = (href: string) => /^https?:\/\//.test(href)

/**
 * One link for every CMS-edited target: site paths use client navigation, web addresses open
 * in a new tab without leaking the opener, mailto: is a plain anchor, and a link without a
 * target renders as text (the spec's links that "lead nowhere yet").
 */
export function SmartLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string | null | undefined
  className?: string
  children: ReactNode
  onClick?: () => void
}) {
  if (!href) return <span className={className}>{children}</span>
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
