// Punycode decoding (RFC 3492), which the look-alike host check needs in the browser too: it
// must agree with Node's own decoder on what the URL parser writes.
import { domainToUnicode } from 'node:url'
import { describe, expect, it } from 'vitest'
import { decodePunycode } from '../../../web/lib/validation/punycode.ts'

describe('decodePunycode', () => {
  it.each([
    'café',
    'аррӏе',
    'exаmple',
    'пример',
    'рф',
    '日本語ドメイン',
    'sonyストア',
    '한국',
    'مثال',
    'παράδειγμα',
    'bücher-straße',
    'ñandú',
  ])('%s decodes as Node decodes it', (label) => {
    const ascii = new URL(`https://${label}.com/`).hostname.split('.')[0] ?? ''
    expect(ascii).toMatch(/^xn--/)
    expect(decodePunycode(ascii.slice(4))).toBe(domainToUnicode(ascii))
  })

  it.each([
    ['caf-dma', 'café'],
    ['-> $1.00 <--', '-> $1.00 <-'],
    ['egbpdaj6bu4bxfgehfvwxn', 'ليهمابتكلموشعربي؟'],
  ])('RFC 3492 sample %s', (encoded, decoded) => {
    expect(decodePunycode(encoded)).toBe(decoded)
  })

  it.each(['ab!c', 'zzzzzzzzzzzzzzzzzzzzz', 'é-a'])('%s is not Punycode', (input) => {
    expect(decodePunycode(input)).toBeNull()
  })
})
