import 'server-only'
import type { ClientPerspective } from 'next-sanity'
import { resolvePerspectiveFromCookies } from 'next-sanity/live'
import { cookies } from 'next/headers'
import { sanityClient } from '@/lib/sanity/client'

// What the draft-mode bar says is shown. The Presentation tool passes the Studio's perspective
// to the site (next-sanity keeps it in the `sanity-preview-perspective` cookie, which pages'
// fetches read too): drafts, published content, or a release stacked over drafts
// (`rSpring,drafts`; the first id is the one selected, the others only lie underneath it).

const NOT_RELEASES = new Set(['drafts', 'published', 'raw', 'previewDrafts'])

/** The release a perspective previews, if any. */
export function previewedRelease(perspective: ClientPerspective): string | undefined {
  const first = Array.isArray(perspective) ? perspective[0] : perspective
  return first && !NOT_RELEASES.has(first) ? first : undefined
}

/** What the bar reads of a client (next-sanity's, or @sanity/client's in tests). */
interface ReleaseReader {
  releases: {
    get(
      params: { releaseId: string },
      options: { tag: string },
    ): Promise<{ metadata: { title?: string } } | undefined>
  }
}

/** The bar's words for `perspective`; a release is named by its title, read with `client`. */
export async function previewBarLabel(
  perspective: ClientPerspective,
  client: ReleaseReader,
): Promise<string> {
  if (perspective === 'published') return 'Previewing published content'
  const release = previewedRelease(perspective)
  if (!release) return 'Previewing drafts'
  const title = await client.releases
    .get({ releaseId: release }, { tag: 'preview-bar' })
    .then((doc) => doc?.metadata.title?.trim())
    // The bar still says a release is shown; the page itself reads it either way.
    .catch(() => undefined)
  return title ? `Previewing release “${title}”` : 'Previewing a release'
}

/** The bar's words for this draft-mode request: the perspective its pages' fetches read. */
export async function currentPreviewBarLabel(): Promise<string> {
  const perspective = await resolvePerspectiveFromCookies({ cookies: await cookies() })
  return previewBarLabel(perspective, sanityClient)
}
