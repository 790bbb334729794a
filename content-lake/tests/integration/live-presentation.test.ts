// What the Presentation tool and next-sanity's draft mode ask of the lake: preview URL secrets
// (created by the Studio, validated by /api/draft-mode/enable), the grants the Studio checks
// before opening Presentation, and the perspectives its loaders query with.
import { randomUUID } from 'node:crypto'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import {
  disablePreviewAccessSharing,
  enablePreviewAccessSharing,
} from '@sanity/preview-url-secret/toggle-preview-access-sharing'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED, startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'

const STUDIO_URL = 'http://127.0.0.1:3333/studio'
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3600_000).toISOString()
const EXPIRED = {
  _id: 'drafts.expired-secret',
  _type: 'sanity.previewUrlSecret',
  secret: 'expired-secret-value',
  studioUrl: STUDIO_URL,
  _updatedAt: TWO_HOURS_AGO,
  _createdAt: TWO_HOURS_AGO,
}
const RELEASE_VERSION = {
  _id: 'versions.rSpring.page-terms',
  _type: 'page',
  title: 'Terms (spring release)',
}

let t: TestLake
beforeAll(async () => {
  t = await startTestLake({ seedDir: await writeSeed(await tempDir(), [...SEED, RELEASE_VERSION]) })
})
afterAll(() => t.close())

const previewUrl = (secret: string) =>
  `http://127.0.0.1:3000/api/draft-mode/enable?sanity-preview-secret=${secret}` +
  `&sanity-preview-pathname=%2Fadvertise&sanity-preview-perspective=drafts`

describe('preview URL secrets', () => {
  it('a secret the Studio creates opens draft mode at the requested path', async () => {
    const { secret } = await createPreviewSecret(t.writer, 'sanity/presentation', STUDIO_URL, 'u1')
    const result = await validatePreviewUrl(t.reader, previewUrl(secret))
    expect(result).toMatchObject({
      isValid: true,
      redirectTo: '/advertise?sanity-preview-perspective=drafts',
      studioOrigin: 'http://127.0.0.1:3333',
    })
  })

  it('a forged secret is refused', async () => {
    const result = await validatePreviewUrl(t.reader, previewUrl('forged-secret'))
    expect(result).toMatchObject({ isValid: false, redirectTo: undefined })
  })

  it('a secret older than an hour is refused, and the next creation deletes it', async () => {
    // Every creation deletes expired secrets, so this lake has one of its own. The seed is the
    // one way to write a past `_updatedAt`: every mutation stamps the present.
    const own = await startTestLake({ seedDir: await writeSeed(await tempDir(), [EXPIRED]) })
    try {
      expect((await validatePreviewUrl(own.reader, previewUrl(EXPIRED.secret))).isValid).toBe(false)
      expect(await own.reader.getDocument(EXPIRED._id)).toMatchObject({ secret: EXPIRED.secret })

      const created = await createPreviewSecret(own.writer, 'sanity/presentation', STUDIO_URL, 'u')
      expect(await own.reader.getDocument(EXPIRED._id)).toBeUndefined()
      expect((await validatePreviewUrl(own.reader, previewUrl(created.secret))).isValid).toBe(true)
    } finally {
      await own.close()
    }
  })

  it('secrets are drafts: anonymous callers cannot read them in any perspective', async () => {
    const id = randomUUID()
    await createPreviewSecret(t.writer, 'sanity/presentation', STUDIO_URL, 'u1', id)
    const query = '*[_type == "sanity.previewUrlSecret"].secret'
    for (const perspective of ['raw', 'published', 'drafts'] as const) {
      expect(await t.anonymous.fetch(query, {}, { perspective })).toEqual([])
    }
    expect(await t.anonymous.getDocument(`drafts.${id}`)).toBeUndefined()
    expect(await t.reader.getDocument(`drafts.${id}`)).toMatchObject({
      source: 'sanity/presentation',
    })
  })

  it('shared preview access validates while enabled and not after it is disabled', async () => {
    const { secret } = await enablePreviewAccessSharing(t.writer, 'sanity/presentation', STUDIO_URL)
    expect((await validatePreviewUrl(t.reader, previewUrl(secret))).isValid).toBe(true)
    await disablePreviewAccessSharing(t.writer, 'sanity/presentation', STUDIO_URL)
    expect((await validatePreviewUrl(t.reader, previewUrl(secret))).isValid).toBe(false)
  })
})

describe('grants the Studio checks before opening Presentation', () => {
  /** The Studio's own check: does a grant whose filter matches the document allow it? */
  async function granted(client: TestLake['writer'], permission: string, doc: object) {
    const acl = await client.request<Array<{ filter: string; permissions: string[] }>>({
      url: '/projects/local/datasets/production/acl',
    })
    for (const grant of acl) {
      const matches = await (await evaluate(parse(`*[${grant.filter}]`), { dataset: [doc] })).get()
      if (matches.length === 1 && grant.permissions.includes(permission)) return true
    }
    return false
  }
  const secretDoc = { _id: `drafts.${randomUUID()}`, _type: 'sanity.previewUrlSecret' }
  const shareDoc = {
    _id: 'sanity-preview-url-secret.share-access',
    _type: 'sanity.previewUrlShareAccess',
  }

  it.each([
    ['create', secretDoc],
    ['update', secretDoc],
    ['create', shareDoc],
    ['update', shareDoc],
  ])('a write token may %s %o', async (permission, doc) => {
    expect(await granted(t.writer, permission, doc)).toBe(true)
    expect(await granted(t.reader, permission, doc)).toBe(false)
  })
})

describe('perspectives as next-sanity and Presentation send them', () => {
  const title = '*[_id == "page-terms"][0].title'
  it.each([
    ['published', 'published', 'Terms'],
    ['drafts', 'drafts', 'Terms'],
    ['a stack of one', ['drafts'], 'Terms'],
    ['a release stack', ['rSpring', 'drafts'], RELEASE_VERSION.title],
  ] as const)('%s', async (_name, perspective, expected) => {
    const res = await t.reader.fetch(
      title,
      {},
      {
        perspective: perspective as never,
        resultSourceMap: 'withKeyArraySelector',
        filterResponse: false,
      },
    )
    expect(res.result).toBe(expected)
    expect(res.syncTags?.length).toBeGreaterThan(0)
  })

  it('the drafts perspective shows a draft over its published document', async () => {
    const result = await t.reader.fetch(
      '*[_id == "page-privacy"][0].title',
      {},
      {
        perspective: ['drafts'],
      },
    )
    expect(result).toBe('Privacy (draft)')
  })
})
