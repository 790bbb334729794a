// How the wizard writes money, counts and dates (US English, the site's language). Each
// formatter is made on first use and kept: making one costs far more than formatting with it,
// and an email or a page formats a dozen values.

const once = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}
const usd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
)
const count = once(() => new Intl.NumberFormat('en-US'))
const isoDates = {
  long: once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })),
  full: once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })),
}
const atlantaDateTime = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
)

export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  return usd().format(value)
}

export function formatCount(value: number): string {
  return count().format(value)
}

/**
 * "July 1, 2026" (or with `full`, "Wednesday, July 1, 2026") from "2026-07-01", without
 * shifting it through a time zone.
 */
export function formatIsoDate(isoDate: string, dateStyle: 'long' | 'full' = 'long'): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return isoDates[dateStyle]().format(date)
}

/** "1 day", "30 days". */
export function formatDays(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`
}

/** "Jul 1, 2026, 3:05 PM EDT": a moment as people in Atlanta read it. */
export function formatAtlantaDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return atlantaDateTime().format(date)
}
