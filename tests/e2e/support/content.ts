import { editorClient } from './clients.ts'

// What the CMS holds right now: the pages must show exactly this (no copy duplicated in tests).
export const cms = <T>(query: string, params: Record<string, unknown> = {}) =>
  editorClient.fetch<T>(query, params, { perspective: 'published' })

export const PUBLIC_PAGES = [
  '/',
  '/advertise',
  '/media-kit',
  '/privacy-policy',
  '/privacy',
  '/terms-of-service',
  '/support',
  '/delete-account',
  '/cookie-policy',
  '/accessibility',
  '/create-ad',
] as const

/** The same pages in Spanish (issue #33): under /es, every other address unchanged. */
export const SPANISH_PAGES = PUBLIC_PAGES.map((path) => (path === '/' ? '/es' : `/es${path}`))

export const PHONE = { width: 390, height: 844 }

/**
 * Gives the home page a draft whose hero heading is `heading` (the published page keeps its
 * own); returns the published heading.
 */
export async function draftHomeHeading(heading: string): Promise<string> {
  const published = await editorClient.getDocument('homePage')
  const hero = published?.hero as { heading?: string } | undefined
  await editorClient.createOrReplace({
    ...published,
    _id: 'drafts.homePage',
    _type: 'homePage',
    hero: { ...hero, heading },
  })
  return String(hero?.heading)
}
