// Issue 30, item 3: two releases hold versions of the same document. Once one of them publishes,
// the other would write its older copy over that change; it fails with a clear error instead
// (by hand, at the same moment, or on its schedule), until its version is edited again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const raw = () => t.writer.withConfig({ perspective: 'raw' })

/** A package with two releases prepared from it: A raises the price, B renames it. */
async function twoReleases(tag: string, releaseType: 'asap' | 'scheduled' = 'asap') {
  const id = `pkg-${tag}`
  await t.writer.createOrReplace({ _id: id, _type: 'adPackage', name: tag, price: 100 })
  const release = async (title: string, set: object) => {
    const { releaseId } = await t.writer.releases.create({ metadata: { title, releaseType } })
    await t.writer.createVersion({ baseId: id, publishedId: id, releaseId })
    await t.writer.patch(`versions.${releaseId}.${id}`).set(set).commit()
    return releaseId
  }
  const a = await release(`A ${tag}`, { price: 150 })
  const b = await release(`B ${tag}`, { name: `${tag} renamed` })
  return { id, a, b }
}

/** Status, error type and description of a refused call; 200 when it succeeded. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ statusCode: 200 }),
    (error: {
      statusCode?: number
      details?: { items?: Array<{ error?: { type?: string; description?: string } }> }
    }) => ({ statusCode: error.statusCode, ...error.details?.items?.[0]?.error }),
  )

const conflict = (release: string, id: string, by: string) => ({
  statusCode: 409,
  type: 'releaseConflictError',
  description: expect.stringMatching(
    new RegExp(`"${release}" would overwrite "${id}", which release "${by}" published after`),
  ),
})

const state = async (releaseId: string) => (await t.writer.releases.get({ releaseId }))?.state

describe('two releases with the same document', () => {
  it('the second to publish fails and changes nothing, also once the first release is deleted', async () => {
    const { id, a, b } = await twoReleases('later')
    await t.writer.releases.publish({ releaseId: a })
    expect(await outcome(t.writer.releases.publish({ releaseId: b }))).toMatchObject(
      conflict(b, id, a),
    )
    expect(await t.writer.getDocument(id)).toMatchObject({ name: 'later', price: 150 })
    expect(await state(b)).toBe('active')
    expect(await raw().getDocument(`versions.${b}.${id}`)).toMatchObject({ name: 'later renamed' })

    await t.writer.releases.delete({ releaseId: a })
    expect(await outcome(t.writer.releases.publish({ releaseId: b }))).toMatchObject(
      conflict(b, id, a),
    )
  })

  it('published at the same moment, one succeeds and the other is refused', async () => {
    const { id, a, b } = await twoReleases('same-moment')
    const results = await Promise.all(
      [a, b].map((r) => outcome(t.writer.releases.publish({ releaseId: r }))),
    )
    const [won, lost] = results[0]?.statusCode === 200 ? [a, b] : [b, a]
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(results.find((r) => r.statusCode === 409)).toMatchObject(conflict(lost, id, won))
    expect([await state(won), await state(lost)]).toEqual(['published', 'active'])
    const doc = await t.writer.getDocument(id)
    expect(doc).toMatchObject(won === a ? { price: 150, name: 'same-moment' } : { price: 100 })
  })

  it('editing the refused version accepts the other change being replaced: then it publishes', async () => {
    const { id, a, b } = await twoReleases('edited')
    await t.writer.releases.publish({ releaseId: a })
    await t.writer.patch(`versions.${b}.${id}`).set({ price: 175 }).commit()
    await t.writer.releases.publish({ releaseId: b })
    expect(await t.writer.getDocument(id)).toMatchObject({ name: 'edited renamed', price: 175 })
  })

  it('a version made after the other release published, and a direct publish meanwhile, do not conflict', async () => {
    const { id, a } = await twoReleases('unrelated')
    await t.writer.releases.publish({ releaseId: a })
    const { releaseId: later } = await t.writer.releases.create({ metadata: { title: 'Later' } })
    await t.writer.createVersion({ baseId: id, publishedId: id, releaseId: later })
    await t.writer.patch(`versions.${later}.${id}`).set({ name: 'later name' }).commit()
    await t.writer.releases.publish({ releaseId: later })
    expect(await t.writer.getDocument(id)).toMatchObject({ name: 'later name', price: 150 })

    // As hosted Sanity: a document published outside releases is overwritten by the release.
    const { id: other, b: pending } = await twoReleases('direct')
    await t.writer.patch(other).set({ price: 110 }).commit()
    await t.writer.releases.publish({ releaseId: pending })
    expect(await t.writer.getDocument(other)).toMatchObject({ name: 'direct renamed', price: 100 })
  })

  it('scheduled for the same time, one publishes and the other goes back to active with the reason', async () => {
    const { id, a, b } = await twoReleases('scheduled', 'scheduled')
    const publishAt = new Date(Date.now() + 1500).toISOString()
    await t.writer.releases.schedule({ releaseId: a, publishAt })
    await t.writer.releases.schedule({ releaseId: b, publishAt })
    const deadline = Date.now() + 10_000
    while ((await state(a)) === 'scheduled' || (await state(b)) === 'scheduled') {
      if (Date.now() > deadline) throw new Error('the releases are still scheduled')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const releases = await Promise.all([a, b].map((r) => t.writer.releases.get({ releaseId: r })))
    const won = releases.find((r) => r?.state === 'published')
    const lost = releases.find((r) => r?.state === 'active')
    expect(lost?.publishAt).toBeUndefined()
    expect(lost?.error?.message).toMatch(
      new RegExp(`would overwrite "${id}", which release "${won?.name}" published after`),
    )
  })
})
