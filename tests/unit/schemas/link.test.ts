import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { describe, expect, it } from 'vitest'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

// A link label without a target would look like a link and lead nowhere (issue #32, item 6):
// the Studio refuses to publish one, in the header, the footer or anywhere a link is edited.
const seed = readSeedDocuments()
const schema = compileStudioSchema('links')
const settings = seed.find((doc) => doc._id === 'siteSettings')
if (!settings) throw new Error('The seed has no siteSettings document')

interface StoredLink {
  _key: string
  label: string
  href?: string
}

/** The seed's settings with the first link of `field` (header or first footer column) changed. */
function withFirstLink(field: 'header' | 'footer', change: Partial<StoredLink>): SanityDocument {
  const edit = (links: StoredLink[]) =>
    links.map((link, i) => (i === 0 ? { ...link, ...change } : link))
  const doc = structuredClone(settings) as SanityDocument & {
    headerLinks: StoredLink[]
    footerColumns: { links: StoredLink[] }[]
  }
  if (field === 'header') doc.headerLinks = edit(doc.headerLinks)
  else
    doc.footerColumns = doc.footerColumns.map((col, i) =>
      i === 0 ? { ...col, links: edit(col.links) } : col,
    )
  return doc
}

async function errorsOf(document: SanityDocument): Promise<string[]> {
  const { markers } = await validateDocument({
    document,
    schema,
    client: groqValidationClient(seed),
    getDocumentExists: async ({ id }) => seed.some((doc) => doc._id === id),
  })
  return markers
    .filter((marker) => marker.level === 'error')
    .map(
      (marker) =>
        `${marker.path.map((p) => (typeof p === 'object' ? '[]' : p)).join('.')}: ${marker.message}`,
    )
}

const NO_TARGET =
  'Give the link a target: a site path (/cookie-policy), a web address or mailto:. Remove the link if its page does not exist yet.'

describe('a link', () => {
  it.each([
    ['a footer link', 'footer', 'footerColumns.[].links.[].href'],
    ['a header link', 'header', 'headerLinks.[].href'],
  ] as const)(
    '%s without a target is refused, saying what to give it',
    async (_case, field, path) => {
      expect(await errorsOf(withFirstLink(field, { href: undefined }))).toEqual([
        `${path}: ${NO_TARGET}`,
      ])
    },
  )

  it('with an empty target is refused the same way', async () => {
    expect(await errorsOf(withFirstLink('footer', { href: '' }))).toEqual([
      `footerColumns.[].links.[].href: ${NO_TARGET}`,
    ])
  })

  it.each(['/cookie-policy', '/#jobs', 'https://example.com/beta', 'mailto:hello@vybeatl.com'])(
    'to %s is accepted',
    async (href) => {
      expect(await errorsOf(withFirstLink('footer', { href }))).toEqual([])
    },
  )

  it('to anything else is refused as before', async () => {
    expect(await errorsOf(withFirstLink('footer', { href: 'javascript:alert(1)' }))).toEqual([
      'footerColumns.[].links.[].href: Use a site path (/advertise, /#jobs), a full web address (https://...) or mailto:',
    ])
  })
})
