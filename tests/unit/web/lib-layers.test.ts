import { statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderImports, upwardImports, type FolderImports } from '../../support/folder-layers.ts'
import { REPO_ROOT } from '../../support/seed.ts'

// web/lib's folders form layers and imports only point down (STYLE.md, "Layers you can name"):
// the domain functions route handlers call, over the work owed after an answer, over its
// channels, over the domain model, over request plumbing, over the CMS module. Two folders that
// import each other are one idea split wrong, or plumbing in the wrong home.

/** The layers, highest first. A new folder gets a place here: a name for what it is. */
const LAYERS: readonly (readonly string[])[] = [
  // Started with the process: settings checks and timers; web/server.ts's own steps.
  ['startup', 'server'],
  // What route handlers, pages and the proxy call.
  ['submissions', 'campaign-actions', 'draft-mode', 'revalidate'],
  // Work owed after an answer: HubSpot deliveries and emails, retried until done.
  ['outbox'],
  // The outbox's channels.
  ['email', 'hubspot'],
  // A campaign: its signed links, its page's address, finding it by a link.
  ['campaigns'],
  // What an ad request is: the wizard's steps, schema, options, the booked campaign.
  ['ad-request'],
  // The message catalogue: every text of the site's interface, per language (the English one
  // reuses the messages the rules below define).
  ['messages'],
  // Banner uploads: their rules, checking, storing, serving, sweeping.
  ['banner'],
  // Request plumbing (body, rate limit, lake deadline, outcomes, one at a time); field rules.
  ['requests', 'validation'],
  ['security'],
  ['site'],
  // The site's languages, their addresses, and filling a message in.
  ['i18n'],
  // The CMS module.
  ['sanity'],
]

const LIB = join(REPO_ROOT, 'web/lib')
const WEB = join(REPO_ROOT, 'web')

/** The file an import names, for imports inside web/ (relative, or `@/` for web/). */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(WEB, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? null
}

/** Folders that reach each other through imports (each group named once). */
function cycles(imports: FolderImports): string[][] {
  const reach = (start: string) => {
    const seen = new Set<string>()
    const stack = [start]
    for (let folder = stack.pop(); folder !== undefined; folder = stack.pop()) {
      for (const next of imports.get(folder)?.keys() ?? [])
        if (!seen.has(next)) stack.push((seen.add(next), next))
    }
    return seen
  }
  const reached = new Map([...imports.keys()].map((folder) => [folder, reach(folder)]))
  const groups = new Map<string, string[]>()
  for (const [folder, seen] of reached) {
    const group = [...seen].filter((other) => reached.get(other)?.has(folder)).sort()
    if (group.length > 1) groups.set(group.join(', '), group)
  }
  return [...groups.values()]
}

describe('web/lib folder layers', () => {
  const imports = folderImports({
    root: LIB,
    looseName: '(web/lib)',
    isSource: (name) => /\.tsx?$/.test(name),
    resolveImport,
  })

  it('has no two folders that import each other, directly or round a cycle', () => {
    expect(cycles(imports).map((group) => group.join(', '))).toEqual([])
  })

  it('places every folder in one named layer', () => {
    const placed = LAYERS.flat()
    expect(new Set(placed).size).toBe(placed.length)
    expect([...imports.keys()].filter((folder) => !placed.includes(folder)).sort()).toEqual([])
  })

  it('imports only from lower layers', () => {
    const upward = upwardImports(imports, LAYERS)
    expect(upward).toEqual([])
  })
})
