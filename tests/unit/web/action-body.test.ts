// Issue #30: bodies Next.js answered with a 500 when read as a Server Action's arguments
// (web/proxy.ts refuses them first with 413 or 400).
import { describe, expect, it } from 'vitest'
import { actionBodyProblem, MAX_ACTION_PARTS } from '../../../web/lib/security/action-body.ts'

const BOUNDARY = '----vybeBoundary7'
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`

function multipart(fields: Record<string, string> | number): Buffer {
  const entries =
    typeof fields === 'number'
      ? Array.from({ length: fields }, (_, i) => [`f${i}`, 'x'])
      : Object.entries(fields)
  const parts = entries.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`)
}

const FETCH_ACTION_FORM = multipart({ '0': '["$K1"]', '1_name': 'Maya', '1_message': 'Hi' })

describe('actionBodyProblem', () => {
  it.each<[string, string, Buffer, boolean]>([
    ['a form posted without JavaScript', FORM_TYPE, multipart(12), false],
    ['its boundary quoted', `multipart/form-data; boundary="${BOUNDARY}"`, multipart(3), false],
    ['as many parts as allowed', FORM_TYPE, multipart(MAX_ACTION_PARTS), false],
    ['a fetch action with a form among its arguments', FORM_TYPE, FETCH_ACTION_FORM, true],
    ['a fetch action with text arguments', 'text/plain;charset=UTF-8', Buffer.from('[]'), true],
    [
      'text arguments with an escaped $ and plain values',
      'text/plain',
      Buffer.from('["$$1","$undefined","$D2026-11-27T00:00:00.000Z",1]'),
      true,
    ],
    [
      'a form without JavaScript with a bound action',
      FORM_TYPE,
      multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"x","bound":null}' }),
      false,
    ],
  ])('%s is readable', async (_, contentType, body, isFetchAction) => {
    expect(await actionBodyProblem(contentType, body, isFetchAction)).toBeNull()
  })

  it.each<[string, string, Buffer, boolean, string]>([
    [
      'more parts than any form of ours',
      FORM_TYPE,
      multipart(MAX_ACTION_PARTS + 1),
      false,
      'tooLarge',
    ],
    ['60,000 tiny parts', FORM_TYPE, multipart(60_000), false, 'tooLarge'],
    ['multipart without a boundary', 'multipart/form-data', multipart(2), false, 'malformed'],
    ['another boundary', 'multipart/form-data; boundary=zzz', multipart(2), false, 'malformed'],
    ['multipart cut short', FORM_TYPE, multipart(2).subarray(0, 60), false, 'malformed'],
    [
      'a fetch action whose text is not JSON',
      'text/plain',
      Buffer.from('{"0":'),
      true,
      'malformed',
    ],
    [
      'a fetch action whose arguments are no list',
      'text/plain',
      Buffer.from('{}'),
      true,
      'malformed',
    ],
    ['an empty fetch action', 'text/plain', Buffer.alloc(0), true, 'malformed'],
    ['a multipart fetch action without arguments', FORM_TYPE, multipart(2), true, 'malformed'],
    ['arguments that are not JSON', FORM_TYPE, multipart({ '0': '{bad' }), true, 'malformed'],
    [
      'text arguments naming a part (a Map) the body cannot have',
      'text/plain',
      Buffer.from('["$Q1"]'),
      true,
      'malformed',
    ],
    ['text arguments naming a form', 'text/plain', Buffer.from('[{"a":"$K1"}]'), true, 'malformed'],
    [
      'a form without JavaScript whose bound action has no arguments part',
      FORM_TYPE,
      multipart({ $ACTION_REF_1: '', name: 'Maya' }),
      false,
      'malformed',
    ],
  ])('%s is refused', async (_, contentType, body, isFetchAction, problem) => {
    expect(await actionBodyProblem(contentType, body, isFetchAction)).toBe(problem)
  })
})
