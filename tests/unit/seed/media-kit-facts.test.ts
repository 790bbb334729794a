// The media kit page and its logo file, as the seed dataset holds them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_DIR } from '../../support/seed.ts'
import { checkRows, contains, mediaKit, query } from './seed-query.ts'

describe('media kit', () => {
  checkRows([
    [
      'Offers the logo for download',
      `${mediaKit}.logo._sanityAsset`,
      'image@file://./assets/logo.svg',
    ],
    [
      'Brand colours are the gradient purple and blue, and white',
      `${mediaKit}.colors[].hex`,
      ['#7C3AED', '#2563EB', '#FFFFFF'],
    ],
    ['Founded in 2023', `${mediaKit}.about.foundedYear`, 2023],
    [
      'About text says it was founded in 2023 in Atlanta',
      `${mediaKit}.about.body`,
      contains('founded in 2023 in Atlanta'),
    ],
    ['Key fact: founded 2023', `${mediaKit}.keyFacts[label == "Founded"][0].value`, '2023'],
    [
      'Key fact: headquarters in Atlanta, Georgia',
      `${mediaKit}.keyFacts[label == "Headquarters"][0].value`,
      'Atlanta, Georgia',
    ],
    ['Press contact is press@vybeatl.com', `${mediaKit}.pressContact.email`, 'press@vybeatl.com'],
  ])

  it.each([
    'discover events',
    'plan nights out',
    'message',
    'QR codes',
    'Vibes pages',
    'rewards and loyalty points',
  ])('about text says members can use the app to %s', async (capability) => {
    expect(await query(`${mediaKit}.about.body`)).toEqual(contains(capability))
  })

  it('ships a logo file in the brand gradient', () => {
    const logo = readFileSync(join(SEED_DIR, 'assets', 'logo.svg'), 'utf8')
    expect(logo).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(logo).toContain('#7C3AED')
    expect(logo).toContain('#2563EB')
  })
})
