// Source maps of whole queries, computed the way the lake computes them, over a small in-memory
// dataset: which result values map to which field, and which constructs stay unmapped.
import { describe, expect, it } from 'vitest'
import { runQuery } from '../../src/query/groq.ts'
import { buildView, type Perspective } from '../../src/query/perspectives.ts'
import {
  buildSourceMap,
  type ContentSourceMap,
  type SourceMapMode,
  type ViewLike,
} from '../../src/source-map/index.ts'
import { collectMappings } from '../../src/source-map/mappings.ts'
import { marker } from '../../src/source-map/markers.ts'
import type { SanityDocument } from '../../src/store/types.ts'

const base = { _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z' }
const DOCS: SanityDocument[] = [
  {
    ...base,
    _id: 'post-1',
    _type: 'post',
    title: 'Hello',
    slug: { _type: 'slug', current: 'hello' },
    order: 2,
    isNew: true,
    rating: 5,
    tags: ['a', 'b'],
    author: { _type: 'reference', _ref: 'author-1' },
    sections: [
      { _key: 's1', _type: 'section', heading: 'One' },
      { _key: 's2', _type: 'section', heading: 'Two' },
    ],
    body: [
      {
        _key: 'b1',
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [{ _key: 'c1', _type: 'span', text: 'Body text', marks: [] }],
      },
    ],
  },
  {
    ...base,
    _id: 'post-2',
    _type: 'post',
    title: 'World',
    slug: { _type: 'slug', current: 'world' },
    order: 1,
    isNew: false,
    author: { _type: 'reference', _ref: 'author-2' },
  },
  { ...base, _id: 'author-1', _type: 'author', name: 'Ann', title: 'Editor' },
  { ...base, _id: 'author-2', _type: 'author', name: 'Bob', title: 'Writer' },
  { ...base, _id: 'settings', _type: 'settings', siteName: 'Site' },
  { ...base, _id: 'drafts.post-1', _type: 'post', title: 'Hello (draft)', order: 2 },
]

function viewOf(docs: SanityDocument[]): ViewLike {
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return {
    docs,
    byId: () => byId,
    ofTypes: (types) => docs.filter((doc) => types.includes(doc._type)),
  }
}

async function sourceMap(
  query: string,
  options: { perspective?: Perspective; mode?: SourceMapMode } = {},
): Promise<ContentSourceMap> {
  const perspective = options.perspective ?? 'published'
  const view = viewOf(buildView(DOCS, perspective, false))
  const context = { identity: 'me', projectId: 'p', datasetName: 'production' }
  const result = await runQuery(query, {
    ...context,
    dataset: view.docs,
    dereference: ({ _ref }) => view.byId().get(_ref) ?? null,
    params: {},
  })
  return buildSourceMap(view, {
    ...context,
    query,
    params: {},
    result,
    mode: options.mode ?? 'key',
    overlay: Array.isArray(perspective),
  })
}

/** Every mapping as `result path -> document id path`. */
function sources(map: ContentSourceMap): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map.mappings).map(([resultPath, { source }]) => [
      resultPath,
      `${map.documents[source.document]?._id} ${map.paths[source.path]}`,
    ]),
  )
}

describe('source maps of queries', () => {
  it.each<[string, string, Record<string, string>]>([
    [
      'projections, references and order()',
      '*[_type == "post"] | order(order asc){title, "by": author->name}',
      {
        "$[0]['title']": "post-2 $['title']",
        "$[0]['by']": "author-2 $['name']",
        "$[1]['title']": "post-1 $['title']",
        "$[1]['by']": "author-1 $['name']",
      },
    ],
    [
      'arrays with _key (but never _key itself)',
      '*[_id == "post-1"][0]{sections[]{_key, heading}}',
      {
        "$['sections'][0]['heading']": "post-1 $['sections'][?(@._key=='s1')]['heading']",
        "$['sections'][1]['heading']": "post-1 $['sections'][?(@._key=='s2')]['heading']",
      },
    ],
    [
      'Portable Text',
      '*[_id == "post-1"][0].body[0].children[0]{text}',
      { "$['text']": "post-1 $['body'][?(@._key=='b1')]['children'][?(@._key=='c1')]['text']" },
    ],
    [
      'arrays of strings, by index',
      '*[_id == "post-1"][0].tags',
      { '$[0]': "post-1 $['tags'][0]", '$[1]': "post-1 $['tags'][1]" },
    ],
    [
      'coalesce()',
      '*[_id == "post-1"][0]{"s": coalesce(subtitle, title)}',
      { "$['s']": "post-1 $['title']" },
    ],
    [
      'select(): the chosen value maps, its condition does not',
      '*[_type == "post"] | order(order asc){"s": select(isNew => title, "Old"), isNew}',
      { "$[1]['s']": "post-1 $['title']" },
    ],
    [
      'numbers and booleans',
      '*[_id == "post-1"][0]{rating, isNew}',
      { "$['rating']": "post-1 $['rating']", "$['isNew']": "post-1 $['isNew']" },
    ],
    [
      '[0] and nested queries',
      '{"site": *[_type == "settings"][0].siteName, "first": *[_type == "post"] | order(order asc)[0].title}',
      { "$['site']": "settings $['siteName']", "$['first']": "post-2 $['title']" },
    ],
    [
      '^ in a nested query',
      '*[_id == "author-1"]{name, "posts": *[_type == "post" && author._ref == ^._id].title}',
      { "$[0]['name']": "author-1 $['name']", "$[0]['posts'][0]": "post-1 $['title']" },
    ],
    [
      'a field filtered on in one type still maps in another',
      '{"t": *[_type == "post" && title == "Hello"][0]._id, "a": *[_id == "author-1"][0].title}',
      { "$['a']": "author-1 $['title']" },
    ],
  ])('%s', async (_, query, expected) => {
    expect(sources(await sourceMap(query))).toEqual(expected)
  })

  it.each([
    ['a string literal', '*[_id == "post-1"][0]{"label": "Read more"}'],
    ['a concatenation', '*[_id == "post-1"][0]{"t": title + "!"}'],
    ['lower()', '*[_id == "post-1"][0]{"t": lower(title)}'],
    ['pt::text()', '*[_id == "post-1"][0]{"t": pt::text(body)}'],
    [
      'the field a query filters on',
      '*[_type == "post" && slug.current == "hello"][0]{"s": slug.current}',
    ],
    ['a built key the query filters on', '*[_type == "post"]{"t": title}[t == "Hello"]'],
    ['system fields', '*[_id == "post-1"][0]{_id, _type, _updatedAt, "ref": author._ref}'],
    [
      'a query the analysis cannot follow',
      '*[_type == "post" && array::unique(tags)[0] == "a"]{title}',
    ],
  ])('leaves %s unmapped', async (_, query) => {
    expect((await sourceMap(query)).mappings).toEqual({})
  })

  it('addresses keyed items by index with resultSourceMap=true', async () => {
    const map = await sourceMap('*[_id == "post-1"][0]{sections[]{heading}}', { mode: 'index' })
    expect(sources(map)["$['sections'][1]['heading']"]).toBe("post-1 $['sections'][1]['heading']")
  })

  it('names the draft a value was read from under the drafts perspective', async () => {
    const map = await sourceMap('*[_type == "post"] | order(order asc){title}', {
      perspective: ['drafts'],
    })
    expect(sources(map)).toEqual({
      "$[0]['title']": "post-2 $['title']",
      "$[1]['title']": "drafts.post-1 $['title']",
    })
    expect(map.documents).toContainEqual({ _id: 'drafts.post-1', _type: 'post' })
  })

  it('maps nothing when the marked run differs from the real one', () => {
    const entries = [{ doc: DOCS[0] as SanityDocument, path: ['title'], value: 'Hello' }]
    const options = { entries, keyed: true, sourceId: (doc: SanityDocument) => doc._id }
    expect(collectMappings({ t: 'Hello' }, { t: `Hello${marker(0)}` }, options)).toBeDefined()
    expect(collectMappings({ t: 'Hello', n: 1 }, { t: `Hello${marker(0)}`, n: 2 }, options)).toBe(
      undefined,
    )
    expect(collectMappings([{ t: 'Hello' }], [], options)).toBeUndefined()
    // The right text with another field's marker (the runs chose differently): not this field.
    expect(collectMappings({ t: 'World' }, { t: `World${marker(0)}` }, options)).toBeDefined()
    expect(collectMappings({ t: 'World' }, { t: `World${marker(0)}` }, options)?.mappings).toEqual(
      {},
    )
  })
})
