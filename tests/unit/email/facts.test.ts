import { describe, expect, it } from 'vitest'
import { formatIsoDate } from '../../../web/lib/ad-request/format.ts'
import { formatBudget } from '../../../web/lib/email/facts.ts'

// Dates and money as the emails write them.
describe('dates', () => {
  it.each([
    ['2026-12-04', 'Friday, December 4, 2026'],
    ['2027-01-02', 'Saturday, January 2, 2027'],
    ['not-a-date', 'not-a-date'],
  ])('%s reads %s', (iso, text) => {
    expect(formatIsoDate(iso, 'full')).toBe(text)
  })
})

describe('budget', () => {
  it.each([
    ['150', '$150 per month'],
    ['1200', '$1,200 per month'],
    ['about 300', 'about 300'],
  ])('%s reads %s', (budget, text) => {
    expect(formatBudget(budget)).toBe(text)
  })
})
