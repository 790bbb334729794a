// Text as staff will see it: what shows nothing is removed, so two names that look the same are
// the same. The rule is Unicode's own: a Default_Ignorable_Code_Point is drawn as nothing (zero
// width spaces and joiners, U+FEFF, U+2060, soft hyphens, tag characters, the Hangul fillers,
// variation selectors, and the bidirectional controls, which also reorder the text around them
// without showing: "Invoice\u202Efdp.exe" reads "Invoiceexe.pdf"). People paste these along
// with real text without knowing, so they are removed rather than refused. Three uses of them
// are drawn, and kept:
// - a zero width joiner between two emoji: it makes one symbol (👩‍🍳, 🏳️‍🌈), which reads
//   differently from its parts, and removing it would change what the advertiser wrote;
// - a joiner or non-joiner between letters of a script that joins or forms conjuncts (Persian
//   writes "می‌خواهم" with one; Hindi and the other Indic scripts choose a letter's form with
//   them): there it changes the letters' shapes;
// - a variation selector after a character it varies (text or emoji style of ❤️, CJK
//   ideograph variants).
// A combining mark with nothing to sit on (at the start, after a space or after a removed
// character) is removed too; marks on a letter stay ("Pen\u0303a" is "Peña"). Last, the text is
// put in NFC, so the same letters are stored as the same code points however they were typed.
// Tag characters are removed even inside the England, Scotland and Wales flags (they show as a
// black flag then): invisible tags are how text is smuggled past a reader, and a business name
// needs those three flags far less than staff need to see all there is.

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u
const MARK = /\p{M}/u
const SPACE = /[\s\p{Z}]/u
const ZWJ = '\u200d'
const ZWNJ = '\u200c'
const EMOJI_STYLE = /[\ufe0e\ufe0f]/u
const IDEOGRAPH_VARIANT = /[\u{e0100}-\u{e01ef}]/u

/** What may end an emoji before a joiner: the pictograph, its skin tone or its emoji style. */
const EMOJI_END = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u
const PICTOGRAPH = /\p{Extended_Pictographic}/u
const EMOJI = /\p{Emoji}/u
const IDEOGRAPH = /\p{Ideographic}/u

/** Scripts whose letters' shapes joiners change (the Arabic and Indic families). */
const JOINING_SCRIPT =
  /[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Mand}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}]/u
const LETTER_OR_MARK = /[\p{L}\p{M}]/u
const isJoiningLetter = (char: string) => LETTER_OR_MARK.test(char) && JOINING_SCRIPT.test(char)

/** Whether the ignorable `char`, between `before` (kept) and `after`, is drawn. */
function isDrawn(char: string, before: string, after: string): boolean {
  const betweenJoiningLetters = isJoiningLetter(before) && isJoiningLetter(after)
  if (char === ZWJ)
    return (EMOJI_END.test(before) && PICTOGRAPH.test(after)) || betweenJoiningLetters
  if (char === ZWNJ) return betweenJoiningLetters
  if (EMOJI_STYLE.test(char)) return EMOJI.test(before)
  if (IDEOGRAPH_VARIANT.test(char)) return IDEOGRAPH.test(before)
  return false
}

const MAY_NEED_CLEANING = /[\p{Default_Ignorable_Code_Point}\p{M}]/u

/** `value` without what shows nothing, in NFC. */
export function visibleText(value: string): string {
  if (!MAY_NEED_CLEANING.test(value)) return value.normalize('NFC')
  const chars = Array.from(value)
  let kept = ''
  // The last character kept that a mark may sit on; empty where nothing can carry one.
  let base = ''
  chars.forEach((char, index) => {
    const dropped = INVISIBLE.test(char)
      ? !isDrawn(char, base, chars[index + 1] ?? '')
      : MARK.test(char) && base === ''
    if (dropped) {
      base = ''
      return
    }
    kept += char
    base = SPACE.test(char) ? '' : char
  })
  return kept.normalize('NFC')
}
