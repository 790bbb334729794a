import type { SanityDocument } from '@sanity/types'
import { evaluate, parse } from 'groq-js'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/components/content/portable-text'
import { SiteFooter } from '@/components/layout/site-footer'
import { siteSettingsQuery } from '@/lib/sanity/queries'
import type { RichText as RichTextValue, SiteSettingsQueryResult } from '@/sanity/types'
import { readSeedDocuments } from '../../support/seed.ts'

// No text on the site looks like a link and is not one (issue #32, item 6). The Studio refuses a
// link without a target (tests/unit/schemas/link.test.ts); these are links stored before that
// rule, which the site must skip rather than draw as text styled like a link.

interface StoredLink {
  _type: 'link'
  _key: string
  label: string
  href?: string
}
interface StoredColumn {
  _key: string
  title: string
  links: StoredLink[]
}

const seedSettings = readSeedDocuments().find((doc) => doc._id === 'siteSettings') as
  (SanityDocument & { headerLinks: StoredLink[]; footerColumns: StoredColumn[] }) | undefined
if (!seedSettings) throw new Error('The seed has no siteSettings document')

const untargeted = (label: string, key: string): StoredLink => ({ _type: 'link', _key: key, label })

/** The seed's settings as stored before the rule: a column of dead links and one in a column. */
const legacySettings = {
  ...seedSettings,
  headerLinks: [...seedSettings.headerLinks, untargeted('Blog', 'h-blog')],
  footerColumns: [
    ...seedSettings.footerColumns.map((column, index) =>
      index === 0
        ? { ...column, links: [untargeted('About Us', 'f-about'), ...column.links] }
        : column,
    ),
    {
      _key: 'f-community',
      title: 'Community',
      links: [untargeted('Safety Center', 'f-safety'), untargeted('Press', 'f-press')],
    },
  ],
}

async function settingsFrom(document: SanityDocument) {
  const result = (await (
    await evaluate(parse(siteSettingsQuery), { dataset: [document], params: { lang: 'en' } })
  ).get()) as SiteSettingsQueryResult
  if (!result) throw new Error('The settings query found no settings')
  return result
}

const footerHtml = (settings: NonNullable<SiteSettingsQueryResult>) =>
  renderToStaticMarkup(
    createElement(SiteFooter, {
      productName: settings.productName,
      tagline: settings.tagline,
      taglineLang: settings.taglineLang,
      companyName: settings.companyName,
      companyLocation: settings.companyLocation,
      columns: settings.footerColumns ?? [],
      locale: 'en',
      switchHint: 'Lee esta página en español',
    }),
  )

/** Each list item of the footer's columns: the link it holds, or null when it is anything else. */
const footerItems = (html: string) =>
  [...html.matchAll(/<li>(.*?)<\/li>/g)].map((item) => {
    const anchor = /^<a ([^>]*)>([^<]+)<\/a>$/.exec(item[1] ?? '')
    const href = /(?:^| )href="([^"]+)"/.exec(anchor?.[1] ?? '')?.[1]
    return href && anchor ? { label: anchor[2], href } : null
  })

describe('links stored without a target', () => {
  it('are left out of the header and the footer, and a column left empty goes with them', async () => {
    const settings = await settingsFrom(legacySettings)
    expect(settings.headerLinks).toEqual(
      seedSettings.headerLinks.map(({ _key, label, href }) => ({
        _key,
        label,
        labelLang: 'en',
        href,
      })),
    )
    expect(settings.footerColumns?.map((column) => column.title)).toEqual(
      seedSettings.footerColumns.map((column) => column.title),
    )
    const labels = settings.footerColumns?.flatMap((column) => column.links.map((l) => l.label))
    expect(labels).not.toContain('About Us')
    expect(labels).toEqual(
      seedSettings.footerColumns.flatMap((column) => column.links.map((l) => l.label)),
    )
  })

  it('never reach the footer, where every item is a link with its target', async () => {
    const html = footerHtml(await settingsFrom(legacySettings))
    for (const label of ['About Us', 'Safety Center', 'Press', 'Community'])
      expect(html).not.toContain(label)
    const items = footerItems(html)
    expect(items).toHaveLength(
      seedSettings.footerColumns.reduce((count, column) => count + column.links.length, 0),
    )
    expect(items).not.toContain(null)
  })
})

describe('the seed footer', () => {
  it('draws each of its links as a link to its target', async () => {
    expect(footerItems(footerHtml(await settingsFrom(seedSettings)))).toEqual(
      seedSettings.footerColumns.flatMap((column) =>
        column.links.map(({ label, href }) => ({ label, href })),
      ),
    )
  })
})

describe('rich text', () => {
  const paragraph = (href: string | undefined): RichTextValue => [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'm1', ...(href ? { href } : {}) } as never],
      children: [
        { _type: 'span', _key: 's1', text: 'Read the ', marks: [] },
        { _type: 'span', _key: 's2', text: 'cookie policy', marks: ['m1'] },
      ],
    },
  ]
  const render = (value: RichTextValue, locale: 'en' | 'es' = 'en') =>
    renderToStaticMarkup(createElement(RichText, { value, locale }))

  it('draws a link with a target as a link', () => {
    expect(render(paragraph('/cookie-policy'))).toMatch(
      /Read the <a [^>]*href="\/cookie-policy"[^>]*>cookie policy<\/a>/,
    )
  })

  it("leads a Spanish reader to the site's page in Spanish, and off the site unchanged", () => {
    expect(render(paragraph('/cookie-policy'), 'es')).toMatch(/href="\/es\/cookie-policy"/)
    expect(render(paragraph('https://example.com/a'), 'es')).toMatch(
      /href="https:\/\/example.com\/a"/,
    )
  })

  it('draws text marked as a link without a target as the plain text around it', () => {
    const html = render(paragraph(undefined))
    expect(html).toBe('<p class="my-4 leading-relaxed text-zinc-300">Read the cookie policy</p>')
  })
})
