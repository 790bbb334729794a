import { decodePunycode } from './punycode'

// Host names that pass for another one: "exаmple.com" with a Cyrillic "а" is not example.com,
// and "аррӏе.com" is all Cyrillic. The URL parser already writes such a name in ASCII
// ("xn--..."), and the ad request stores it that way, so staff never read the look-alike;
// refusing it as well tells the advertiser at once, instead of a reviewer later. Two rules,
// judged on each label's letters as a browser would show them (what "xn--" stands for):
// - mixed scripts: a label's letters are of one script; Latin may go with the Chinese,
//   Japanese and Korean scripts (Han, kana, Bopomofo, Hangul), as UTS #39's "highly
//   restrictive" level allows, since those names mix them. Greek, Cyrillic, Armenian and
//   Georgian, whose letters copy Latin and each other's, are told apart; the other scripts
//   count as one, since none of them can pass for a Latin, Greek or Cyrillic name;
// - whole-script look-alikes: a label made only of Greek, Cyrillic, Armenian or Georgian
//   letters that look like Latin ones is refused, unless the top-level domain is written in
//   that script (as in Chromium's IDN display policy, whose letter lists these are).
// What neither rule sees (Latin look-alikes within Latin, such as "ɑ") is still stored and shown
// in ASCII.

export type HostProblem = 'mixedScripts' | 'lookalike'

type Script = 'latin' | 'greek' | 'cyrillic' | 'armenian' | 'georgian' | 'cjk' | 'other'

const SCRIPTS: [Script, RegExp][] = [
  ['latin', /\p{sc=Latin}/u],
  ['greek', /\p{sc=Greek}/u],
  ['cyrillic', /\p{sc=Cyrillic}/u],
  ['armenian', /\p{sc=Armenian}/u],
  ['georgian', /\p{sc=Georgian}/u],
  ['cjk', /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Bopomofo}\p{sc=Hangul}]/u],
]

/** Digits, hyphens and combining marks are letters of no script. */
const SCRIPTLESS = /[\p{sc=Common}\p{sc=Inherited}]/u

const LATIN_LOOKALIKES: Partial<Record<Script, RegExp>> = {
  greek: /^[αικνρυωηοτ]+$/u,
  cyrillic: /^[аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ]+$/u,
  armenian: /^[ագզէլհյոսւօՙ]+$/u,
  georgian: /^[იოყძხჽჿ]+$/u,
}

const scriptOf = (char: string): Script =>
  SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other'

/** The characters of a label that belong to a script. */
const lettersOf = (label: string) => Array.from(label).filter((char) => !SCRIPTLESS.test(char))

/** One script, or Latin with the Chinese, Japanese and Korean scripts. */
function isOneScript(scripts: Set<Script>): boolean {
  const others = [...scripts].filter((script) => script !== 'latin' && script !== 'cjk')
  return others.length === 0 || (others.length === 1 && scripts.size === 1)
}

/** A label as a browser shows it; null when its "xn--" form is not Punycode. */
function shownLabel(label: string): string | null {
  return label.startsWith('xn--') ? decodePunycode(label.slice(4)) : label
}

/** Why the host name (as the URL parser writes it) passes for another one, or null. */
export function lookalikeHostProblem(host: string): HostProblem | null {
  const labels = host.split('.').map(shownLabel)
  const tldScripts = new Set(lettersOf(labels.at(-1) ?? '').map(scriptOf))
  for (const label of labels) {
    if (label === null) return 'lookalike'
    const letters = lettersOf(label)
    const scripts = new Set(letters.map(scriptOf))
    if (!isOneScript(scripts)) return 'mixedScripts'
    const [script = 'other'] = scripts
    const lookalikes = LATIN_LOOKALIKES[script]
    if (lookalikes?.test(letters.join('')) && !tldScripts.has(script)) return 'lookalike'
  }
  return null
}
