import { formatIsoDate, monthlyPriceText } from '@atl/schemas/formats'
import { describe, expect, it } from 'vitest'

// Dates and money as the emails write them (money as everywhere: @atl/schemas/formats).
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
    ['150', '$150/month'],
    ['1200', '$1,200/month'],
    ['about 300', 'about 300'],
    ['1e3', '1e3'],
  ])('%s reads %s', (budget, text) => {
    expect(monthlyPriceText(budget)).toBe(text)
  })
})
