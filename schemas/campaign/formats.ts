// How the product writes money, counts, days and dates (US English by default): the wizard, the
// advertise and campaign pages, the emails and the Studio's previews all write them through
// here, so a price reads "$1,375" in each. Money, counts and dates take an optional locale tag
// ("es-US" on the site's Spanish pages); the Studio and the staff emails keep the default. A
// module with no imports, so the browser code of the website and of the Studio can share it.
//
// Each formatter is made on first use for its locale and kept: making one costs far more than
// formatting with it, and an email or a page formats a dozen values.

/** The locale tag every formatter uses unless told otherwise. */
export const DEFAULT_FORMAT_LOCALE = 'en-US'

const perLocale = <T>(make: (locale: string) => T) => {
  const made = new Map<string, T>()
  return (locale: string): T => {
    const known = made.get(locale)
    if (known) return known
    const formatter = make(locale)
    made.set(locale, formatter)
    return formatter
  }
}
const usd = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
)
const count = perLocale((locale) => new Intl.NumberFormat(locale))
const isoDates = {
  long: perLocale(
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ),
  full: perLocale(
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
  ),
}
const atlantaDateTime = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
)

/** "$1,375" from 1375 or "1375": whole dollars, as the packages are priced. */
export function formatUsd(amount: number | string, locale = DEFAULT_FORMAT_LOCALE): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  return usd(locale).format(value)
}

/** "240,000" */
export function formatCount(value: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return count(locale).format(value)
}

/** What follows a monthly price; the price cards set it smaller than the amount. */
export const PER_MONTH = '/month'

/**
 * "$1,375/month" from a whole number of dollars (a package's price, or a request's budget as
 * stored: "1375"); a budget that is not one is shown as stored, and a missing one not at all.
 */
export function monthlyPriceText(amount: number | string | null | undefined): string | undefined {
  if (amount === null || amount === undefined || amount === '') return undefined
  const whole =
    typeof amount === 'number' ? Number.isSafeInteger(amount) && amount >= 0 : /^\d+$/.test(amount)
  return whole ? `${formatUsd(amount)}${PER_MONTH}` : String(amount)
}

/**
 * "July 1, 2026" (or with `full`, "Wednesday, July 1, 2026") from "2026-07-01", without
 * shifting it through a time zone; what is not a date is shown as it is.
 */
export function formatIsoDate(
  isoDate: string,
  dateStyle: 'long' | 'full' = 'long',
  locale = DEFAULT_FORMAT_LOCALE,
): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return isoDates[dateStyle](locale).format(date)
}

/** "1 day", "30 days". */
export function formatDays(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`
}

/** "1 Month (30 days)" where the CMS's name for the duration is known, else "30 days". */
export function durationText(days: number, name?: string | null): string {
  return name ? `${name} (${formatDays(days)})` : formatDays(days)
}

/** "Jul 1, 2026, 3:05 PM EDT": a moment as people in Atlanta read it. */
export function formatAtlantaDateTime(isoDateTime: string, locale = DEFAULT_FORMAT_LOCALE): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return atlantaDateTime(locale).format(date)
}
