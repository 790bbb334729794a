import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { castReport, castsIn, countCasts, totalCasts } from '../../scripts/lib/casts.ts'

// A cast tells the compiler to believe a type it could not check. The project's own TypeScript
// keeps few (issue #31, item 6): a type is made true instead, by parsing unknown input (zod),
// narrowing (typeof, `in`, instanceof, type guards that check), `satisfies`, generics and
// declared return types. `node scripts/count-casts.ts --casts` lists where they are.

/** The most casts the sources may hold (5 when this was written). */
const LIMIT = 10

const ROOT = resolve(import.meta.dirname, '../..')

describe('type assertions in the non-test sources', () => {
  // Parsing every source takes a few seconds on a busy machine.
  it(`number at most ${LIMIT}`, { timeout: 30_000 }, () => {
    const areas = countCasts(ROOT)
    expect(
      totalCasts(areas),
      `casts by area and file:\n${castReport(areas, true)}`,
    ).toBeLessThanOrEqual(LIMIT)
  })

  it('are counted as `as T` (not `as const`), `<T>x` and `x!`', () => {
    const source = [
      'const a = value as string',
      'const b = [1, 2] as const',
      'const c = <number>value',
      'const d = maybe!.length',
      'const e = value as unknown as Date',
      'const f = { a: 1 } satisfies object',
    ].join('\n')
    expect(castsIn('sample.ts', source)).toEqual([
      { line: 1, text: 'value as string' },
      { line: 3, text: '<number>value' },
      { line: 4, text: 'maybe!' },
      { line: 5, text: 'value as unknown as Date' },
      { line: 5, text: 'value as unknown' },
    ])
    // In .tsx, `<T>` would be an element: there only `as` and `!` are casts.
    expect(castsIn('sample.tsx', 'const g = (value as string)!')).toHaveLength(2)
  })
})
