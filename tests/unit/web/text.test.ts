// Names and free text: bidirectional formatting characters are removed before anything else
// (length, trimming, the text check), so what staff and emails show is what was typed.
import { describe, expect, it } from 'vitest'
import { contactMessageSchema } from '../../../web/lib/submissions/contact-schema.ts'
import { optionalText, requiredText } from '../../../web/lib/validation/text.ts'

const name = requiredText('Name is required', 'Name', 20)
const message = requiredText('Message is required', 'Message', 200, { multiline: true })

describe('bidirectional controls are removed', () => {
  it.each([
    ['right-to-left override (U+202E)', 'Invoice\u202Efdp.exe', 'Invoicefdp.exe'],
    ['left-to-right override (U+202D)', '\u202DSweet Auburn', 'Sweet Auburn'],
    ['embeddings and pop (U+202A, U+202B, U+202C)', '\u202Aa\u202Bb\u202Cc', 'abc'],
    ['isolates (U+2066-U+2069)', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['direction marks (U+200E, U+200F, U+061C)', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['around spaces that are then trimmed', '\u202E  Sweet Auburn  \u202C', 'Sweet Auburn'],
  ])('%s', (_, typed, stored) => {
    expect(name.parse(typed)).toBe(stored)
    expect(message.parse(typed)).toBe(stored)
    expect(optionalText('Company', 20).parse(typed)).toBe(stored)
  })

  it('right-to-left letters themselves are kept', () => {
    expect(name.parse('\u200Fمطعم\u200F שלום')).toBe('مطعم שלום')
  })

  it('a name of bidi controls only is empty, so required', () => {
    const result = name.safeParse('\u202E\u202C')
    expect(result.error?.issues[0]?.message).toBe('Name is required')
  })

  it('the length limit counts what is kept', () => {
    expect(name.parse(`${'x'.repeat(20)}\u202E`)).toBe('x'.repeat(20))
  })

  it('a contact message keeps none of them in any field', () => {
    const parsed = contactMessageSchema.parse({
      form: 'home',
      name: 'Maya\u202E Jones',
      email: 'maya@example.com',
      company: '\u2067Sweet Auburn\u2069',
      message: 'Hello\u202E\nthere',
    })
    expect(parsed).toMatchObject({
      name: 'Maya Jones',
      company: 'Sweet Auburn',
      message: 'Hello\nthere',
    })
  })
})
