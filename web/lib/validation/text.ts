import { z } from 'zod'
import { fill } from '../i18n/message-format'
import { visibleText } from './visible-text'

// The text fields every form shares (the create-ad wizard and the contact forms): trimmed,
// bounded, and really text. Control characters and unpaired UTF-16 surrogates are never typed
// by a person, break the JSON and HTML they travel in, and HubSpot stores them as garbage, so
// they are refused with a message; line breaks and tabs are allowed where a textarea is.
// What shows nothing (zero width and bidirectional formatting characters, lone combining marks)
// is removed first and the rest put in NFC, so what is checked and stored is what staff see
// (visible-text.ts).

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d])
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** How the length and character messages are worded: English unless a form passes its language's. */
export interface TextWording {
  tooLong: (label: string, max: number) => string
  notText: (label: string) => string
}

/** The wording of a catalogue's validation area: its `tooLong` and `notText` templates. */
export const wordingOf = (templates: { tooLong: string; notText: string }): TextWording => ({
  tooLong: (label, max) => fill(templates.tooLong, { label, max }),
  notText: (label) => fill(templates.notText, { label }),
})

const ENGLISH_WORDING: TextWording = {
  tooLong: (label, max) => `${label} must be ${max} characters or fewer`,
  notText: (label) => `${label} contains characters that are not text; please retype it`,
}

export interface TextOptions {
  /** A textarea: line breaks and tabs are text. */
  multiline?: boolean
  wording?: TextWording
}

/** C0 and C1 control characters (and DEL), except line breaks and tabs in a textarea. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f)
    if (control && !(multiline && LINE_BREAKS_AND_TAB.has(code))) return true
  }
  return false
}

const isPlainText = (value: string, { multiline = false }: TextOptions = {}) =>
  !hasControlCharacter(value, multiline) && !LONE_SURROGATE.test(value)

export function requiredText(
  required: string,
  label: string,
  max: number,
  options: TextOptions = {},
) {
  const wording = options.wording ?? ENGLISH_WORDING
  return z
    .string({ error: required })
    .overwrite(visibleText)
    .trim()
    .min(1, required)
    .max(max, wording.tooLong(label, max))
    .refine((value) => isPlainText(value, options), wording.notText(label))
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  const wording = options.wording ?? ENGLISH_WORDING
  return z
    .string()
    .overwrite(visibleText)
    .trim()
    .max(max, wording.tooLong(label, max))
    .refine((value) => isPlainText(value, options), wording.notText(label))
}
