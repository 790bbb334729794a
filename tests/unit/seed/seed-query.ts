import { evaluate, parse } from 'groq-js'
import { expect, it } from 'vitest'
import { readSeedDocuments } from '../../support/seed.ts'

// Every fact of docs/requirements.md sections 1, 2, 3 and 9 that is content lives in the seed
// dataset. The *-facts tests name each fact as the product owner would, then read it back with
// GROQ through these helpers.
const dataset = readSeedDocuments()

export const query = async (groq: string, params: Record<string, unknown> = {}): Promise<unknown> =>
  (await evaluate(parse(groq, { params }), { dataset, params })).get()

type Row = readonly [fact: string, groq: string, expected: unknown]

export const checkRows = (rows: readonly Row[]) =>
  it.each(rows)('%s', async (_fact, groq, expected) => {
    expect(await query(groq)).toEqual(expected)
  })

export const contains = (text: string) => expect.stringContaining(text)
export const https = expect.stringMatching(/^https:\/\/\S+$/)

export const settings = '*[_id == "siteSettings"][0]'
export const home = '*[_id == "homePage"][0]'
export const advertise = '*[_id == "advertisePage"][0]'
export const mediaKit = '*[_id == "mediaKitPage"][0]'

/** The English page at `slug` (its Spanish translation shares the address). */
const englishPage = (slug: string) =>
  `*[_type == "page" && slug.current == "${slug}" && language == "en"][0]`
export const pageText = (slug: string) => `pt::text(${englishPage(slug)}.body)`
export const pageField = (slug: string, field: string) => `${englishPage(slug)}.${field}`
export const sectionHeadings = (slug: string) =>
  pageField(slug, 'body[style == "h2"].children[0].text')
export const linksIn = (slug: string) => pageField(slug, 'body[].markDefs[_type == "link"].href')
