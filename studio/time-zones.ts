// The time zones the Studio offers where it asks for one (scheduling a publish, a release's
// time, date-time fields): where Vybe's staff and advertisers are, plus the editor's own.
//
// sanity 6.16 builds its list of time zones (sanity/lib/useTimeZone, computeAllTimeZones) from
// every zone the browser knows, `Intl.supportedValuesOf('timeZone')`: 418 in Chromium, each
// with two `Intl.DateTimeFormat`s and an offset computed, the first time any of those screens
// renders, which every document does. On a 2-core machine that was 0.2-0.9 s of opening a link
// to a document (issue #32, item 7), and no setting narrows it. A scheduler picking among 418
// zones is no help to an Atlanta team either. So the Studio's page answers that one question
// with the zones below (those the browser knows); every other `supportedValuesOf` is untouched.

/** Atlanta first; the rest of the US; the Spanish-speaking places advertisers come from. */
const OFFERED_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Mexico_City',
  'America/Bogota',
  'America/Santo_Domingo',
  'America/Havana',
  'America/Caracas',
  'America/Guatemala',
  'Europe/London',
  'Europe/Madrid',
] as const

/**
 * Zero offset all year, which the Studio picks for an editor whose computer is set to UTC: Intl
 * lists no "UTC" zone, so the Studio takes the first zone it finds that is written GMT.
 */
const UTC_STAND_IN = 'Africa/Abidjan'

/** The zones offered, of those the browser knows, with the editor's own zone wherever they are. */
export function offeredTimeZones(known: readonly string[], own: string | undefined): string[] {
  const knows = new Set(known)
  const offered: string[] = OFFERED_TIME_ZONES.filter((zone) => knows.has(zone))
  const ownZone = own && /^(?:Etc\/)?(?:UTC|GMT)$/.test(own) ? UTC_STAND_IN : own
  if (ownZone && knows.has(ownZone) && !offered.includes(ownZone)) offered.push(ownZone)
  return offered
}

/** Makes the page's `Intl.supportedValuesOf('timeZone')` answer with the offered zones. */
export function offerStudioTimeZones(): void {
  const supportedValuesOf = Intl.supportedValuesOf.bind(Intl)
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone
  const zones = offeredTimeZones(supportedValuesOf('timeZone'), own)
  Intl.supportedValuesOf = (key) => (key === 'timeZone' ? [...zones] : supportedValuesOf(key))
}
