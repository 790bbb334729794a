import { describe, expect, it } from 'vitest'
import {
  adTypeCards,
  checkChoices,
  defaultFormValues,
  isSelectableAdType,
  packageByBudget,
  reconcileWithOptions,
} from '../../../web/lib/ad-request/options.ts'
import { seedOptions } from './fixtures.ts'

describe('options from the CMS documents', () => {
  it('defaults come from the CMS: banner, 30 days, local, no package yet, card', () => {
    expect(defaultFormValues(seedOptions)).toMatchObject({
      adType: 'banner',
      duration: 30,
      targetAudience: 'local',
      budget: '',
      paymentMethod: 'card',
    })
  })

  it('step 2 shows offered and coming-soon types, never hidden ones', () => {
    expect(adTypeCards(seedOptions).map((t) => t.key)).toEqual(['banner', 'text', 'video'])
  })

  it.each([
    ['banner', true],
    ['text', true],
    ['video', false],
    ['html', false],
    ['carousel', false],
  ])('ad type %s selectable: %s', (key, selectable) => {
    expect(isSelectableAdType(seedOptions, key)).toBe(selectable)
  })

  it('HTML becomes selectable when the CMS offers it', () => {
    const offered = {
      ...seedOptions,
      adTypes: seedOptions.adTypes.map((t) =>
        t.key === 'html' ? { ...t, availability: 'offered' as const } : t,
      ),
    }
    expect(isSelectableAdType(offered, 'html')).toBe(true)
    expect(adTypeCards(offered).map((t) => t.key)).toContain('html')
  })

  it.each([
    ['150', 'Basic'],
    ['300', 'Standard'],
    ['1200', 'Premium'],
    ['250', undefined],
  ])('budget %s is the %s package', (budget, name) => {
    expect(packageByBudget(seedOptions, budget)?.name).toBe(name)
  })

  it.each([
    [{ budget: '300', duration: 30, targetAudience: 'local', adType: 'banner' as const }, {}],
    [
      { budget: '250' },
      {
        budget:
          'Our package prices have changed. Please choose a package again to see the current price',
      },
    ],
    [
      { duration: 45 },
      { duration: 'This campaign duration is no longer offered. Please choose another' },
    ],
    [
      { targetAudience: 'galaxy' },
      { targetAudience: 'This target audience is no longer offered. Please choose another' },
    ],
    [
      { adType: 'video' as const },
      { adType: 'Video Ad is coming soon. Please choose another ad type' },
    ],
    [
      { adType: 'html' as const },
      { adType: 'This ad type is not available. Please choose another ad type' },
    ],
  ])('checkChoices(%j) = %j', (values, errors) => {
    expect(checkChoices(seedOptions, values)).toEqual(errors)
  })

  it('restored values keep what is still offered and drop a vanished price', () => {
    const restored = reconcileWithOptions(seedOptions, {
      businessName: 'Sweet Auburn',
      budget: '250',
      duration: 14,
      adType: 'video',
      targetAudience: 'city',
    })
    expect(restored).toMatchObject({
      businessName: 'Sweet Auburn',
      budget: '',
      duration: 14,
      adType: 'banner',
      targetAudience: 'city',
    })
  })
})
