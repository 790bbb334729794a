// The two web fonts the website ships (web/lib/site/fonts.ts), and how `npm run fonts` cuts them
// down from @fontsource-variable's Latin files: the same characters, only the weights the pages
// use, each font in two files. The basic file (ASCII and the punctuation our pages print) is what
// every page loads; the extended one (accents and the rest of Latin) only a page whose text has
// such a character, as the browser picks files by their declared unicode-range. That takes what a
// phone downloads before the first headline can render in its own font from 54 to 37 KB (39.5 KB
// since the basic files hold Spanish letters too).
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

export interface WebFont {
  /** Font file in @fontsource-variable (OFL), the full Latin subset with every weight. */
  source: string
  /** What the website ships: the basic characters, loaded by every page (web/lib/site/fonts.ts,
   *  whose `weight` must match `weights`)… */
  target: string
  /** …and the rest of Latin, loaded only for a character the basic file lacks
   *  (the `…Extended` faces in web/app/globals.css). */
  extendedTarget: string
  /** The wght axis range kept: Tailwind's font-normal (400) to font-bold (700) for body text,
   *  font-semibold (600) to font-extrabold (800) for headings. */
  weights: { min: number; max: number }
}

export const WEB_FONTS: WebFont[] = [
  {
    source: join(
      ROOT,
      'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ),
    target: join(ROOT, 'web/lib/site/fonts/inter-basic.woff2'),
    extendedTarget: join(ROOT, 'web/lib/site/fonts/inter-extended.woff2'),
    weights: { min: 400, max: 700 },
  },
  {
    source: join(ROOT, 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2'),
    target: join(ROOT, 'web/lib/site/fonts/sora-basic.woff2'),
    extendedTarget: join(ROOT, 'web/lib/site/fonts/sora-extended.woff2'),
    weights: { min: 600, max: 800 },
  },
]

/** Fontsource's "latin" unicode-range, kept whole: ASCII, Latin-1 (accents), typographic
 *  punctuation (curly quotes, dashes, ellipsis), euro, trade mark, arrows and minus. */
const LATIN_RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/** ASCII, the typographic characters our pages print (no-break space, section sign,
 *  copyright, middle dot, dashes, curly quotes, bullet, ellipsis, euro) and Spanish's letters
 *  and marks (¡ ¿ á é í ó ú ü ñ and their capitals): the site is English and Spanish, and every
 *  page names "Español" in its language switcher (issue #33). */
const BASIC_RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa1],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xbf, 0xbf],
  ...[0xc1, 0xc9, 0xcd, 0xd1, 0xd3, 0xda, 0xdc].map((code): [number, number] => [code, code]),
  ...[0xe1, 0xe9, 0xed, 0xf1, 0xf3, 0xfa, 0xfc].map((code): [number, number] => [code, code]),
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
]

const codePoints = (ranges: Array<[number, number]>) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))

const BASIC_CODE_POINTS = new Set(codePoints(BASIC_RANGES))

/** Every character the shipped fonts keep, in one file or the other. */
export const LATIN_CHARACTERS = String.fromCodePoint(...codePoints(LATIN_RANGES))

/** What the basic files keep. */
export const BASIC_CHARACTERS = String.fromCodePoint(...BASIC_CODE_POINTS)

/** What the extended files keep: the rest of Latin. */
export const EXTENDED_CHARACTERS = String.fromCodePoint(
  ...codePoints(LATIN_RANGES).filter((code) => !BASIC_CODE_POINTS.has(code)),
)

/** A CSS unicode-range naming exactly these characters, merged into runs (`U+20-7E, U+A0`). */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  )
  const runs: Array<[number, number]> = []
  for (const code of codes) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  const hex = (code: number) => code.toString(16).toUpperCase()
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
}
