import type { ReactNode } from 'react'

/**
 * Text inside an element in the page's language that may be in another (a CMS text whose
 * translation is missing): in a `<span lang>` only then, so the element's other words (a
 * screen reader's "opens in a new tab") keep the page's language.
 */
export function MarkedText({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children
}
