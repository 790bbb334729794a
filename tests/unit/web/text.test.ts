// Names and free text: bidirectional formatting characters are removed before anything else
// (length, trimming, the text check), so what staff and emails show is what was typed.
import { describe, expect, it } from 'vitest'
import { en } from '../../../web/lib/messages/en/index.ts'
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
    const parsed = contactMessageSchema(en).parse({
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

// Issue #30: invisible characters reached staff, so two names could look the same and differ.
describe('what shows nothing is removed, and the text is stored in NFC', () => {
  it.each([
    ['zero width space (U+200B)', 'Sweet\u200BAuburn', 'SweetAuburn'],
    ['zero width non-joiner between Latin letters (U+200C)', 'Swe\u200Cet', 'Sweet'],
    ['zero width joiner between Latin letters (U+200D)', 'Swe\u200Det', 'Sweet'],
    ['byte order mark (U+FEFF)', '\uFEFFSweet Auburn', 'Sweet Auburn'],
    ['word joiner (U+2060)', 'Sweet\u2060 Auburn', 'Sweet Auburn'],
    ['tag characters (U+E0000-U+E007F)', 'Sweet\u{E0041}\u{E0042}\u{E007F} Auburn', 'Sweet Auburn'],
    ['Hangul filler (U+3164)', 'Sweet \u3164Auburn', 'Sweet Auburn'],
    ['soft hyphen (U+00AD)', 'Sweet\u00ADAuburn', 'SweetAuburn'],
    ['a combining mark at the start', '\u0301Sweet Auburn', 'Sweet Auburn'],
    ['a combining mark after a space', 'Sweet \u0308Auburn', 'Sweet Auburn'],
    ['a combining mark after a removed character', 'Sweet\u200B\u0301', 'Sweet'],
    ['a variation selector on a letter', 'Swe\uFE0Fet', 'Sweet'],
    ['combining grapheme joiner (U+034F)', 'Swe\u034Fet', 'Sweet'],
  ])('%s', (_, typed, stored) => {
    expect(name.parse(typed)).toBe(stored)
    expect(message.parse(typed)).toBe(stored)
    expect(optionalText('Company', 20).parse(typed)).toBe(stored)
  })

  it.each([
    ['Spanish, typed composed', 'Peña', 'Peña'],
    ['Spanish, typed as n and a combining tilde, stored composed', 'Pen\u0303a', 'Peña'],
    ['stacked accents on one letter', 'Vie\u0323\u0302t', 'Việt'],
    ['an emoji with a skin tone', 'Chef 👩🏽', 'Chef 👩🏽'],
    ['emoji joined into one symbol (ZWJ sequences)', '👩‍🍳 🏳️‍🌈 ❤️‍🔥 👩🏽‍🍳', '👩‍🍳 🏳️‍🌈 ❤️‍🔥 👩🏽‍🍳'],
    ['a keycap', 'Lounge 1️⃣', 'Lounge 1️⃣'],
    ['a heart in emoji style', 'I ❤️ ATL', 'I ❤️ ATL'],
    ['Persian with its zero width non-joiner', 'می\u200Cخواهم', 'می\u200Cخواهم'],
    ['Hindi with a joiner after the virama', 'क्\u200Dष', 'क्\u200Dष'],
    ['Arabic with its vowel marks', 'مَطْعَم', 'مَطْعَم'],
    ['a CJK ideograph variant', '葛\u{E0100}', '葛\u{E0100}'],
  ])('%s is kept', (_, typed, stored) => {
    expect(message.parse(typed)).toBe(stored)
  })

  it('a joiner between two emoji that are not one symbol still joins them, and is kept', () => {
    // Whether a platform draws a sequence as one symbol is its own; the joiner is drawn there.
    expect(name.parse('🍸\u200D🎷')).toBe('🍸\u200D🎷')
  })

  it('a name of invisible characters only is empty, so required', () => {
    const result = name.safeParse('\u200B\u3164\u00AD\uFEFF')
    expect(result.error?.issues[0]?.message).toBe('Name is required')
  })

  it('two names that look the same are stored the same', () => {
    const names = [
      'Peña Bar',
      'Pen\u0303a Bar',
      'Pe\u200Bña\u00AD Bar',
      '\uFEFFPeña\u2060 Bar\u200D',
    ]
    expect(new Set(names.map((typed) => name.parse(typed)))).toEqual(new Set(['Peña Bar']))
  })

  it('a contact message keeps none of them in any field', () => {
    const parsed = contactMessageSchema(en).parse({
      form: 'home',
      name: 'Maya\u200B Jones',
      email: 'maya\u200B@example.com',
      company: '\u3164Sweet Auburn\u00AD',
      message: 'Hello\u2060\nthere\u{E0041}',
    })
    expect(parsed).toMatchObject({
      name: 'Maya Jones',
      email: 'maya@example.com',
      company: 'Sweet Auburn',
      message: 'Hello\nthere',
    })
  })
})
