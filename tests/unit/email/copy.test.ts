import { describe, expect, it } from 'vitest'
import { DEFAULT_EMAIL_COPY, withDefaultCopy } from '../../../web/lib/email/default-copy.ts'

// An email never fails because the CMS is empty: what the document lacks comes from the
// built-in copy, field by field.
describe('email copy from the CMS', () => {
  it('uses the built-in copy when the document is missing', () => {
    expect(withDefaultCopy(null)).toEqual(DEFAULT_EMAIL_COPY)
  })

  it('fills each missing or empty field from the built-in copy', () => {
    const partial = withDefaultCopy({
      greeting: 'Yo',
      signOff: ' ',
      messages: { paused: { subject: 'On hold' } },
    })
    expect(partial.greeting).toBe('Yo')
    expect(partial.signOff).toBe(DEFAULT_EMAIL_COPY.signOff)
    expect(partial.messages.paused).toEqual({
      subject: 'On hold',
      intro: DEFAULT_EMAIL_COPY.messages.paused.intro,
    })
    expect(partial.messages.approved).toEqual(DEFAULT_EMAIL_COPY.messages.approved)
  })
})
