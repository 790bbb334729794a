import { describe, expect, it } from 'vitest'
import { localizedPath, splitLocale } from '@/lib/i18n/locales'

// How a site path reads in each language: English keeps its old addresses, Spanish is under /es.
describe('localizedPath', () => {
  it('leaves English paths as they are and puts Spanish under /es', () => {
    expect(localizedPath('en', '/advertise')).toBe('/advertise')
    expect(localizedPath('es', '/advertise')).toBe('/es/advertise')
    expect(localizedPath('es', '/')).toBe('/es')
    expect(localizedPath('es', '/campaigns/abc?done=pause#top')).toBe(
      '/es/campaigns/abc?done=pause#top',
    )
  })

  it('leaves what is not a site page alone: other sites, mail, anchors, /api', () => {
    for (const href of [
      'https://example.com/a',
      '//evil.example/a',
      'mailto:ads@vybe.example',
      '#contact',
      '/api/contact',
    ]) {
      expect(localizedPath('es', href)).toBe(href)
    }
  })
})

describe('splitLocale', () => {
  it('reads the language and the English path from an address', () => {
    expect(splitLocale('/es/advertise')).toEqual({ locale: 'es', path: '/advertise' })
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' })
    expect(splitLocale('/advertise')).toEqual({ locale: 'en', path: '/advertise' })
    // The server renders English pages at /en/...; the browser shows them without it.
    expect(splitLocale('/en/advertise')).toEqual({ locale: 'en', path: '/advertise' })
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
  })

  it('does not take a page that merely starts with two letters for a language', () => {
    expect(splitLocale('/esports')).toEqual({ locale: 'en', path: '/esports' })
    expect(splitLocale('/fr/advertise')).toEqual({ locale: 'en', path: '/fr/advertise' })
  })
})
