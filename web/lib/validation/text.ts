import { z } from 'zod'

// The text fields every form shares (the create-ad wizard and the contact forms): trimmed,
// bounded, and really text. Control characters and unpaired UTF-16 surrogates are never typed
// by a person, break the JSON and HTML they travel in, and HubSpot stores them as garbage, so
// they are refused with a message; line breaks and tabs are allowed where a textarea is.
// Bidirectional formatting characters are removed (see withoutBidiControls).

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d])
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export interface TextOptions {
  /** A textarea: line breaks and tabs are text. */
  multiline?: boolean
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

/**
 * Unicode's bidirectional formatting characters: embeddings and overrides (U+202A-U+202E),
 * isolates (U+2066-U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). They
 * reorder the text around them without showing, so a business name can read one way in the
 * Studio and in emails and be another ("Invoice\u202Efdp.exe" shows as "Invoiceexe.pdf").
 * People paste them along with right-to-left text without knowing, so they are removed rather
 * than refused; the letters themselves are kept.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '')

const isPlainText = (value: string, { multiline = false }: TextOptions = {}) =>
  !hasControlCharacter(value, multiline) && !LONE_SURROGATE.test(value)

const notText = (label: string) =>
  `${label} contains characters that are not text; please retype it`

export function requiredText(
  required: string,
  label: string,
  max: number,
  options: TextOptions = {},
) {
  return z
    .string({ error: required })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max))
    .refine((value) => isPlainText(value, options), notText(label))
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, tooLong(label, max))
    .refine((value) => isPlainText(value, options), notText(label))
}
