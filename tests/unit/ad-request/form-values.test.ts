import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  AD_TYPE_KEYS,
  FORM_STEPS,
  fieldsOfStep,
  stepSchema,
  type AdRequestFieldInputs,
  type AdRequestFormValues,
} from '../../../web/lib/ad-request/schema.ts'
import { TODAY } from './fixtures.ts'

// steps.ts writes the form's values by hand so the wizard renders without zod; these checks keep
// that copy equal to what the schema reads.
describe('the wizard form and its schema', () => {
  it('hold the same fields with the same types (checked by tsc)', () => {
    expectTypeOf<AdRequestFormValues>().toEqualTypeOf<AdRequestFieldInputs>()
  })

  it.each(AD_TYPE_KEYS.filter((type) => type !== 'video'))(
    'validate, for a %s ad, exactly the fields each step collects',
    (adType) => {
      for (const step of FORM_STEPS) {
        const validated = Object.keys(stepSchema(step, adType, TODAY).shape)
        const collected = fieldsOfStep(step, adType)
        // Step 4 also carries the payment method, which the advertiser cannot change.
        const expected = step === 4 ? [...collected, 'paymentMethod'] : collected
        expect(validated.sort()).toEqual([...expected].sort())
      }
    },
  )
})
