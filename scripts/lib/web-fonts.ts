// The two web fonts the website ships (web/lib/site/fonts.ts), and how `npm run fonts` cuts them
// down from @fontsource-variable's Latin files: the same characters, only the weights the pages
// use. That halves what a phone downloads before the first headline can render in its own font.
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

export interface WebFont {
  /** Font file in @fontsource-variable (OFL), the full Latin subset with every weight. */
  source: string
  /** What the website ships; `weight` in web/lib/site/fonts.ts must match `weights`. */
  target: string
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
    target: join(ROOT, 'web/lib/site/fonts/inter-variable.woff2'),
    weights: { min: 400, max: 700 },
  },
  {
    source: join(ROOT, 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2'),
    target: join(ROOT, 'web/lib/site/fonts/sora-variable.woff2'),
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

/** Every character the shipped fonts keep. */
export const LATIN_CHARACTERS = LATIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('')
