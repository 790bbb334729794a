import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import {
  BASIC_CHARACTERS,
  EXTENDED_CHARACTERS,
  LATIN_CHARACTERS,
  WEB_FONTS,
  unicodeRange,
} from '../../../scripts/lib/web-fonts.ts'
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
  it.each(
    WEB_FONTS.flatMap((font) => [
      [fileName(font.target), font, font.target, BASIC_CHARACTERS] as const,
      [fileName(font.extendedTarget), font, font.extendedTarget, EXTENDED_CHARACTERS] as const,
    ]),
  )(
    '%s is what `npm run fonts` makes of its fontsource file',
    async (_name, font, target, chars) => {
      const expected = await subsetFont(readFileSync(font.source), chars, {
        targetFormat: 'woff2',
        variationAxes: { wght: font.weights },
      })
      expect(Buffer.compare(readFileSync(target), expected)).toBe(0)
    },
    // Subsetting a variable font is CPU work (1-2 s alone; 6 s was seen on a busy 2-core host).
    30_000,
  )

  it('load at most 40 KB on a page of plain text, which phones download before headlines take their font', () => {
    const bytes = WEB_FONTS.reduce((sum, font) => sum + readFileSync(font.target).length, 0)
    expect(bytes).toBeLessThanOrEqual(40 * 1024)
  })

  it('split Latin in two: every character is in the basic files or the extended ones, not both', () => {
    const basic = new Set(BASIC_CHARACTERS)
    expect([...EXTENDED_CHARACTERS].filter((c) => basic.has(c))).toEqual([])
    expect([...BASIC_CHARACTERS, ...EXTENDED_CHARACTERS].sort()).toEqual(
      [...LATIN_CHARACTERS].sort(),
    )
  })

  it('declare the ranges each file keeps, so the browser fetches the extended file only when needed', () => {
    const declared = readFileSync(join(REPO_ROOT, 'web/lib/site/fonts.ts'), 'utf8')
    const basicDeclarations = [...declared.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)]
    expect(basicDeclarations.map((m) => m[1])).toEqual(
      WEB_FONTS.map(() => unicodeRange(BASIC_CHARACTERS)),
    )
    const css = readFileSync(join(REPO_ROOT, 'web/app/globals.css'), 'utf8')
    for (const family of ['InterExtended', 'SoraExtended']) {
      const face = css.match(new RegExp(`font-family: ${family};([^}]+)}`))?.[1] ?? ''
      const range = face
        .match(/unicode-range:([^;]+);/)?.[1]
        ?.replace(/\s+/g, ' ')
        .trim()
      expect(range, family).toBe(unicodeRange(EXTENDED_CHARACTERS))
    }
  })

  it('name the extended family before the metric-matched fallback', () => {
    const declared = readFileSync(join(REPO_ROOT, 'web/lib/site/fonts.ts'), 'utf8')
    expect(declared).toContain("fallback: ['InterExtended', 'InterFallback']")
    expect(declared).toContain("fallback: ['SoraExtended', 'SoraFallback']")
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
