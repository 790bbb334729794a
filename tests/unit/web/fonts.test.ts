import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { LATIN_CHARACTERS, WEB_FONTS } from '../../../scripts/lib/web-fonts.ts'
import { REPO_ROOT, readSeedDocuments } from '../../support/seed.ts'

const fileName = (path: string) => path.split('/').at(-1) ?? path

/** Every string anywhere in a document (titles, Portable Text spans, testimonials, …). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

describe('web fonts', () => {
  it.each(WEB_FONTS.map((font) => [fileName(font.target), font] as const))(
    '%s is what `npm run fonts` makes of its fontsource file',
    async (_name, font) => {
      const expected = await subsetFont(readFileSync(font.source), LATIN_CHARACTERS, {
        targetFormat: 'woff2',
        variationAxes: { wght: font.weights },
      })
      expect(Buffer.compare(readFileSync(font.target), expected)).toBe(0)
    },
  )

  it('weigh at most 56 KB together, which phones download before headlines take their font', () => {
    const bytes = WEB_FONTS.reduce((sum, font) => sum + readFileSync(font.target).length, 0)
    expect(bytes).toBeLessThanOrEqual(56 * 1024)
  })

  it('declare in web/lib/site/fonts.ts the weights the files keep', () => {
    const declared = readFileSync(join(REPO_ROOT, 'web/lib/site/fonts.ts'), 'utf8')
    for (const font of WEB_FONTS) {
      const { min, max } = font.weights
      expect(declared).toMatch(
        new RegExp(`'./fonts/${fileName(font.target)}'[^}]*weight: '${min} ${max}'`),
      )
    }
  })

  it('have a glyph for every character of the seeded content', () => {
    const missing = new Set<string>()
    for (const text of readSeedDocuments().flatMap(stringsOf)) {
      for (const character of text) {
        if (!/\s/.test(character) && !LATIN_CHARACTERS.includes(character)) missing.add(character)
      }
    }
    expect([...missing]).toEqual([])
  })
})
