// Decoding a host name's "xn--" labels back to the letters they stand for (RFC 3492), to judge
// the letters a browser shows. Node has url.domainToUnicode, but this check also runs in the
// wizard, and browsers offer no such function. Only decoding is needed: the URL parser encodes.

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 0x80
const MAX_CODE_POINT = 0x10ffff

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2)
  scaled += Math.floor(scaled / points)
  let k = 0
  while (scaled > ((BASE - T_MIN) * T_MAX) / 2) {
    scaled = Math.floor(scaled / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW))
}

/** a-z are 0-25 and 0-9 are 26-35; anything else is not a digit (-1). */
function digitOf(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 0x61 && code <= 0x7a) return code - 0x61
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26
  return -1
}

/** The Unicode text of a Punycode string (without "xn--"), or null when it is not one. */
export function decodePunycode(input: string): string | null {
  const delimiter = input.lastIndexOf('-')
  const basic = delimiter > 0 ? input.slice(0, delimiter) : ''
  if (/[^\x20-\x7f]/.test(basic)) return null
  const output = Array.from(basic, (char) => char.charCodeAt(0))
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let position = delimiter > 0 ? delimiter + 1 : 0; position < input.length;) {
    const before = i
    for (let weight = 1, k = BASE; ; k += BASE) {
      const digit = digitOf(input[position++] ?? '')
      if (digit < 0) return null
      i += digit * weight
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < threshold) break
      weight *= BASE - threshold
      if (i > Number.MAX_SAFE_INTEGER / BASE) return null
    }
    const points = output.length + 1
    bias = adapt(i - before, points, before === 0)
    n += Math.floor(i / points)
    i %= points
    if (n > MAX_CODE_POINT) return null
    output.splice(i, 0, n)
    i++
  }
  return String.fromCodePoint(...output)
}
