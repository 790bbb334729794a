import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
} from '@portabletext/react'
import type { ReactNode } from 'react'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import type { RichText as RichTextValue } from '@/sanity/types'
import { SmartLink } from '../ui/smart-link'
import { headingId } from './heading-id'

const textOf = (children: ReactNode): string =>
  Array.isArray(children)
    ? children.map(textOf).join('')
    : typeof children === 'string'
      ? children
      : ''

/** A link in rich text, as the schema stores it. */
type LinkMark = NonNullable<RichTextValue[number]['markDefs']>[number]

// The one component map for Portable Text, per language (a link to one of the site's pages goes
// to that page in the reader's language); anything the map does not know is shown, visibly,
// instead of silently disappearing from a legal page.
const componentsFor = (locale: Locale): PortableTextComponents => ({
  block: {
    normal: ({ children }) => <p className="my-4 leading-relaxed text-zinc-300">{children}</p>,
    h2: ({ children }) => (
      <h2
        id={headingId(textOf(children))}
        className="mt-12 mb-4 scroll-mt-24 font-display text-2xl font-bold text-white"
      >
        {children}
      </h2>
    ),
    h3: ({ children }) => (
      <h3 className="mt-8 mb-3 font-display text-lg font-semibold text-white">{children}</h3>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="my-4 list-disc space-y-2 pl-6 text-zinc-300">{children}</ul>
    ),
    number: ({ children }) => (
      <ol className="my-4 list-decimal space-y-2 pl-6 text-zinc-300">{children}</ol>
    ),
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
    // The schema requires a target; text marked as a link without one stays plain text, never
    // text that looks like a link and goes nowhere.
    link: ({ value, children }: PortableTextMarkComponentProps<LinkMark>) =>
      value?.href ? (
        <SmartLink
          href={value.href}
          locale={locale}
          className="text-brand-sky underline underline-offset-4 hover:text-white"
        >
          {children}
        </SmartLink>
      ) : (
        <>{children}</>
      ),
  },
  unknownType: ({ value }) => (
    <p
      role="note"
      className="my-4 rounded-lg border border-amber-400/40 p-3 text-sm text-amber-200"
    >
      This part of the page ({value._type}) cannot be shown yet.
    </p>
  ),
  unknownMark: ({ children }) => <span>{children}</span>,
})

const COMPONENTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, componentsFor(locale)]),
) as Record<Locale, PortableTextComponents>

/** Rich text on a page in `locale`. */
export function RichText({ value, locale }: { value: RichTextValue; locale: Locale }) {
  return <PortableText value={value} components={COMPONENTS[locale]} />
}
