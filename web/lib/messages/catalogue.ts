// One message catalogue per language (messages/en, messages/es): every text of the website's
// own interface, keyed by area. The English catalogue is the shape; the Spanish one must have
// exactly its keys (TypeScript refuses a missing one, tests/unit/messages/catalogue.test.ts an extra
// one). Messages are plain strings, so a server component can hand an area to a client
// component as a prop: a page sends the browser only its own language's texts.
//
// Written by hand rather than with next-intl or use-intl: those ship an ICU message parser (or
// a precompiler with native build dependencies) and a provider to the browser, against pages
// that send less script than a bare Next.js page; our messages need only placeholders ({name})
// and plurals, which Intl.PluralRules gives (message-format.ts, which client code may import;
// this module holds every language and is for the server only).
import 'server-only'
import type { Locale } from '../i18n/locales'
import { en } from './en'
import { es } from './es'

/** A catalogue with the English one's keys, each a string or a plural's forms. */
export type CatalogueShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>
}

export type Messages = CatalogueShape<typeof en>

const CATALOGUES: Record<Locale, Messages> = { en, es }

export const messagesFor = (locale: Locale): Messages => CATALOGUES[locale]
