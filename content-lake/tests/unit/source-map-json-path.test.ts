import { jsonPath, parseJsonPath } from '@sanity/client/csm'
import { describe, expect, it } from 'vitest'
import {
  formatResultPath,
  formatSourcePath,
  type ResultSegment,
  type SourceSegment,
} from '../../src/source-map/json-path.ts'

describe('source maps: JSONPath', () => {
  it.each<[ResultSegment[], string]>([
    [[], '$'],
    [['hero', 'heading'], "$['hero']['heading']"],
    [['items', 0, 'title'], "$['items'][0]['title']"],
    [[3], '$[3]'],
    [["it's"], "$['it\\'s']"],
    [['back\\slash'], "$['back\\\\slash']"],
    [['line\nbreak\ttab'], "$['line\\nbreak\\ttab']"],
  ])('result path %j is %s, spelled as @sanity/client spells it', (path, expected) => {
    expect(formatResultPath(path)).toBe(expected)
    // The client finds a mapping by string equality with its own spelling.
    expect(jsonPath(path)).toBe(expected)
  })

  const keyed: SourceSegment[] = ['links', { index: 2, key: 'abc' }, 'label']
  const unkeyed: SourceSegment[] = ['extras', { index: 1 }]
  const quoted: SourceSegment[] = ['items', { index: 0, key: "k'1" }]

  it.each<[SourceSegment[], boolean, string]>([
    [keyed, true, "$['links'][?(@._key=='abc')]['label']"],
    [keyed, false, "$['links'][2]['label']"],
    [unkeyed, true, "$['extras'][1]"],
    [quoted, true, "$['items'][?(@._key=='k\\'1')]"],
  ])('source path %j (keyed: %s) is %s', (path, isKeyed, expected) => {
    expect(formatSourcePath(path, isKeyed)).toBe(expected)
  })

  it('reads back through the client into the same steps', () => {
    expect(parseJsonPath(formatSourcePath(keyed, true))).toEqual([
      'links',
      { _key: 'abc', _index: -1 },
      'label',
    ])
    expect(parseJsonPath(formatSourcePath(keyed, false))).toEqual(['links', 2, 'label'])
  })
})
