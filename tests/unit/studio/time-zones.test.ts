import { afterEach, describe, expect, it, vi } from 'vitest'
import { offeredTimeZones, offerStudioTimeZones } from '../../../studio/time-zones.ts'

const KNOWN = Intl.supportedValuesOf('timeZone')

describe('the time zones the Studio offers', () => {
  const original = Intl.supportedValuesOf
  afterEach(() => {
    Intl.supportedValuesOf = original
    vi.restoreAllMocks()
  })

  it('offers Atlanta first and a short list instead of every zone the browser knows', () => {
    const offered = offeredTimeZones(KNOWN, 'America/New_York')
    expect(offered[0]).toBe('America/New_York')
    expect(offered).toContain('America/Mexico_City')
    expect(offered.length).toBeLessThan(20)
    expect(KNOWN.length).toBeGreaterThan(300)
  })

  it("adds an editor's own zone when it is not on the list, once", () => {
    expect(offeredTimeZones(KNOWN, 'Asia/Tokyo').at(-1)).toBe('Asia/Tokyo')
    const atlanta = offeredTimeZones(KNOWN, 'America/New_York')
    expect(atlanta.filter((zone) => zone === 'America/New_York')).toHaveLength(1)
  })

  it('offers a zone that is always GMT to an editor set to UTC, which Intl does not list', () => {
    expect(KNOWN).not.toContain('UTC')
    expect(offeredTimeZones(KNOWN, 'UTC').at(-1)).toBe('Africa/Abidjan')
    expect(offeredTimeZones(KNOWN, 'Etc/UTC').at(-1)).toBe('Africa/Abidjan')
  })

  it('leaves out a zone the browser does not know, and an unknown own zone', () => {
    expect(offeredTimeZones(['America/Chicago'], 'Mars/Olympus')).toEqual(['America/Chicago'])
  })

  it("answers the page's question for time zones and no other", () => {
    offerStudioTimeZones()
    expect(Intl.supportedValuesOf('timeZone')).toEqual(
      offeredTimeZones(KNOWN, new Intl.DateTimeFormat().resolvedOptions().timeZone),
    )
    expect(Intl.supportedValuesOf('currency')).toEqual(original.call(Intl, 'currency'))
  })
})
