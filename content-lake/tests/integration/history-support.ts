// What the history tests share: requests shaped as the Studio sends them (its own paths and
// query strings, its actions) and readers for the answers.
import { expect } from 'vitest'
import type { TestLake } from './helpers.ts'

export interface HistoryEvent {
  type: string
  timestamp: string
  author: string
  documentId: string
  versionId?: string
  releaseId?: string
  revisionId?: string
  versionRevisionId?: string
  publishCause?: string
}

export interface TranslogEntry {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>
}

export function historyApi(t: TestLake, token: string) {
  const get = (path: string, auth = token) =>
    fetch(`${t.lake.url}/v2025-02-19/data/history/production/${path}`, {
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    })
  const json = async <T>(path: string): Promise<T> => {
    const res = await get(path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  return {
    get,
    async events(id: string, query = 'limit=100') {
      const body = await json<{ events: Record<string, HistoryEvent[]>; nextCursor: string }>(
        `events/documents/${id}?${query}`,
      )
      return { events: body.events[id] ?? [], nextCursor: body.nextCursor }
    },
    async transactions(ids: string, query = '') {
      const res = await get(
        `transactions/${ids}?excludeContent=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza${query}`,
      )
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
      expect(res.headers.get('content-type')).toContain('application/x-ndjson')
      return (await res.text())
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TranslogEntry)
    },
    documents: (ids: string, query: string) =>
      json<{ documents: Array<Record<string, unknown>> }>(`documents/${ids}?${query}`),
  }
}

/** `POST /data/actions` as the Studio sends it; resolves to the transaction id. */
export async function act(t: TestLake, token: string, actions: object[]): Promise<string> {
  const res = await fetch(`${t.lake.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  })
  const body = (await res.json()) as { transactionId?: string }
  if (res.status !== 200 || !body.transactionId) {
    throw new Error(`actions: ${res.status} ${JSON.stringify(body)}`)
  }
  return body.transactionId
}

/** The Studio's action creating a release (versions need an active one). */
export const createRelease = (releaseId: string) => ({
  actionType: 'sanity.action.release.create',
  releaseId,
  metadata: { title: releaseId, releaseType: 'undecided' },
})

/** The Studio's edit of one field of a draft (or version) of `publishedId`. */
export const edit = (draftId: string, publishedId: string, set: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit',
  draftId,
  publishedId,
  patch: { set },
})

export const publish = (publishedId: string) => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${publishedId}`,
  publishedId,
})
