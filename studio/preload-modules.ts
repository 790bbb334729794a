import type { Plugin } from 'vite'

// A link into the Studio (staff open `/intent/edit/id=…` from the "new ad request" email, issue
// #32, item 7). index.html names one script; the browser found the other ~200 only as each
// module arrived and was parsed (five rounds of requests before the Studio could start), and the
// ones Sanity imports on demand (its translations, the structure tool's panes, the form's input
// resolver) only when the screen that needs them rendered: nine more rounds, each after the
// previous screen's work. So index.html asks for all of them at once: every module the entry
// imports, and the on-demand ones that opening a document always loads, as `modulepreload`
// (fetched and compiled off the main thread, run only when imported). Served from the same
// machine, where a round trip costs nothing, it changed no median of the bench's; over a network
// each of those rounds is a round trip.

/**
 * Chunks Sanity imports on demand that opening any document loads (names as the build writes
 * them, before their hashes), read from what a deep link requested. A name a later Sanity drops
 * only stops preloading it; the bench's `studioDeepLink` section lists what a link still fetched
 * that index.html did not ask for.
 */
const DOCUMENT_CHUNKS = [
  // The Studio's English texts, one chunk per part of the interface.
  'resources',
  // The layouts of releases, scheduling and comments that wrap the workspace and each document.
  'ReleasesStudioLayout',
  'ReleasesMetadataProvider',
  'SingleDocReleaseLayout',
  'SchedulePublishingStudioLayout',
  'CommentsStudioLayout',
  'CommentsDocumentLayout',
  'CommentsInput',
  'useCommentsUpsell',
  'AddComment',
  // The structure tool's panes and the form.
  'structureTool',
  'list',
  'pane',
  'inputResolver',
  'BroadcastDisplayedDocument',
  'DisplayedDocumentBroadcaster',
  // An icon outside Sanity's icon set and the code highlighter's languages the workspace asks for
  // as it starts (the icon set is one chunk the entry imports: sanity.cli.ts).
  'ToneIcon',
  'jsx',
  'javascript',
  'typescript',
  'bash',
  'json',
  'groq',
] as const

const ON_DEMAND = new RegExp(`^static/(?:${DOCUMENT_CHUNKS.join('|')})-`)

interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
}

/** The files to preload: the entry's modules, the on-demand ones above and what they import. */
export function modulesToPreload(chunks: ChunkLike[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found = new Set<string>()
  const visit = (fileName: string) => {
    if (found.has(fileName)) return
    found.add(fileName)
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks)
    if (chunk.isEntry || ON_DEMAND.test(chunk.fileName)) visit(chunk.fileName)
  for (const chunk of chunks) if (chunk.isEntry) found.delete(chunk.fileName)
  return [...found].sort()
}

/** index.html with a `modulepreload` link per file, just before its module script. */
export function withModulePreloads(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" href="/${file}"/>`).join('')
  return html.replace(/<script[^>]*type="module"/, (script) => links + script)
}

export const preloadStudioModules: Plugin = {
  name: 'atl:preload-studio-modules',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html']
    if (index?.type !== 'asset' || typeof index.source !== 'string') return
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
    index.source = withModulePreloads(index.source, modulesToPreload(chunks))
  },
}
