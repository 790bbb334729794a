import { parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { inspectedValues } from '../../src/source-map/analysis.ts'

/** The exclusions as `type:path` (`*` = any type) and `name:x` (a key at any depth). */
function inspected(query: string): string[] | 'unsafe' {
  const exclusions = inspectedValues(parse(query, { params: { slug: 'hello' } }))
  if (!exclusions) return 'unsafe'
  return [
    ...exclusions.fields.map((f) => `${f.types?.join('|') ?? '*'}:${f.path.join('.')}`),
    ...[...exclusions.names].map((name) => `name:${name}`),
  ].sort()
}

describe('source maps: which stored values a query inspects', () => {
  it.each([
    [
      'a filter, per document type',
      '*[_type == "page" && slug.current == $slug][0]{title}',
      ['page:_type', 'page:slug.current'],
    ],
    ['order()', '*[_type == "job"] | order(order asc){title}', ['job:_type', 'job:order']],
    ['any type when the filter does not say', '*[defined(slug) && rank > 2]{title}', ['*:rank']],
    ['a type list', '*[_type in ["a", "b"] && x == 1]', ['a|b:_type', 'a|b:x']],
    [
      'function arguments',
      '*[_type == "x"]{"t": pt::text(body), "l": lower(title)}',
      ['x:_type', 'x:body', 'x:title'],
    ],
    ['concatenation', '*[_type == "x"]{"c": title + "!"}', ['x:_type', 'x:title']],
    [
      'select() conditions, not its values',
      '*[_type == "x"]{"s": select(isNew => name, label)}',
      ['x:_type', 'x:isNew'],
    ],
    [
      'nothing for coalesce(), count(), defined()',
      '*[_type == "x"]{"k": coalesce(a, b), "n": count(c[defined(d)])}',
      ['x:_type'],
    ],
    [
      'array items compared with @',
      '*[_type == "x"]{"t": tags[@ == "a"]}',
      ['x:_type', 'x:tags.*'],
    ],
    [
      '^ in a nested query',
      '*[_type == "x"]{"r": *[_type == "y" && cat == ^.cat]{title}}',
      ['x:_type', 'x:cat', 'y:_type', 'y:cat'],
    ],
    [
      'fields of referenced documents, of any type',
      '*[_type == "x"]{"a": author->{name}, "y": author->category == "y"}',
      ['*:category', 'x:_type'],
    ],
  ])('%s: %s', (_, query, expected) => {
    expect(inspected(query)).toEqual(expected)
  })

  it('follows a key the query builds and then filters on back to its source field', () => {
    expect(inspected('*[_type == "x"]{"t": title}[t == "a"]')).toContain('x:title')
    expect(inspected('*[_type == "x"]{"t": title}[t == "a"]')).toContain('name:t')
  })

  it('excludes whole documents when a query compares a whole document', () => {
    expect(inspected('*[@ == "a"]')).toEqual(['*:'])
  })

  it('excludes by key name what a function read from the dataset on its own', () => {
    expect(inspected('releases::all()[0]{"s": state == "active"}')).toEqual(['name:state'])
  })

  it('gives up (the query then maps nothing) when an inspected value could be anything', () => {
    expect(inspected('*[_type == "x"][array::unique(tags)[0] == "a"]')).toBe('unsafe')
    expect(inspected('*[_type == "x"][^ == "a"]')).not.toBe('unsafe')
  })
})
