// Every language's catalogue has exactly the English one's keys (TypeScript refuses a missing
// one, this test an extra one too), and each message keeps the English one's placeholders: a
// translation that drops {count} would show a sentence without its number.
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../web/lib/i18n/locales.ts'
import { messagesFor } from '../../../web/lib/messages/catalogue.ts'

/** Each message of a catalogue by its path ("wizard.summary.heading"). */
function messagesByPath(node: unknown, path = ''): Map<string, unknown> {
  if (typeof node !== 'object' || node === null) return new Map([[path, node]])
  return new Map(
    Object.entries(node).flatMap(([key, value]) => [
      ...messagesByPath(value, path ? `${path}.${key}` : key),
    ]),
  )
}

const placeholdersOf = (message: unknown) =>
  typeof message === 'string'
    ? [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()
    : []

const english = messagesByPath(messagesFor('en'))

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const translated = messagesByPath(messagesFor(locale))

  it("has exactly the English catalogue's keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('has a text for every message, none left empty', () => {
    const empty = [...translated].filter(([, text]) => typeof text !== 'string' || text === '')
    expect(empty.map(([path]) => path)).toEqual([])
  })

  it("keeps each message's placeholders", () => {
    const differing = [...english].filter(
      ([path, text]) => placeholdersOf(text).join() !== placeholdersOf(translated.get(path)).join(),
    )
    expect(differing.map(([path]) => path)).toEqual([])
  })
})

describe('the walk over a catalogue', () => {
  it('names nested messages by their path', () => {
    expect([...messagesByPath({ a: 'x', b: { c: '{n} y' } })]).toEqual([
      ['a', 'x'],
      ['b.c', '{n} y'],
    ])
  })
})
