import { describe, expect, it } from 'vitest'
import { hasMarkerChars, marker, readMarker, stripMarkers } from '../../src/source-map/markers.ts'

describe('source maps: markers', () => {
  it.each([0, 1, 15, 16, 255, 4096, 1_000_003])('marker %i is invisible and reads back', (id) => {
    const marked = `Title${marker(id)}`
    expect(readMarker(marked)).toEqual({ text: 'Title', id })
    expect(stripMarkers(marked)).toBe('Title')
    expect(hasMarkerChars(marked)).toBe(true)
    expect(hasMarkerChars('Title')).toBe(false)
  })

  it('gives every id its own marker', () => {
    const markers = new Set(Array.from({ length: 5000 }, (_, id) => marker(id)))
    expect(markers.size).toBe(5000)
  })

  it('marks an empty string, and a number or boolean as a bare marker', () => {
    expect(readMarker(marker(7))).toEqual({ text: '', id: 7 })
  })

  it.each([
    ['no marker', 'plain text'],
    ['text after the marker (concatenation)', `a${marker(1)} and more`],
    ['two markers (concatenation of two fields)', `a${marker(1)}b${marker(2)}`],
    ['a cut marker (slice)', `a${marker(300).slice(0, -1)}`],
    ['a marker missing its start', `a${marker(3).slice(1)}`],
  ])('has no single source: %s', (_, value) => {
    expect(readMarker(value)).toBeUndefined()
  })

  it('strips every well-formed marker but keeps a broken one, so it never compares equal', () => {
    expect(stripMarkers(`a${marker(1)}b${marker(2)}`)).toBe('ab')
    expect(stripMarkers(`a${marker(300).slice(0, -1)}`)).not.toBe('a')
  })

  it.each([-1, 1.5, Number.NaN])('refuses id %d', (id) => {
    expect(() => marker(id)).toThrow(RangeError)
  })
})
