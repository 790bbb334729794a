import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
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
  // Banner uploads: their rules, checking, storing, serving, sweeping.
  ['banner'],
  // Request plumbing (body, rate limit, lake deadline, outcomes, one at a time); field rules.
  ['requests', 'validation'],
  ['security'],
  ['site'],
  // The CMS module.
  ['sanity'],
]

const LIB = join(REPO_ROOT, 'web/lib')
const WEB = join(REPO_ROOT, 'web')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

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

/** A file's folder under web/lib; a loose file counts as the folder "(web/lib)". */
const folderOf = (file: string) => {
  const parts = relative(LIB, file).split(sep)
  return parts.length > 1 ? (parts[0] ?? '') : '(web/lib)'
}

/** Folder → the folders its files import (static, type-only and dynamic imports alike). */
function folderImports(): Map<string, Map<string, string>> {
  const imports = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(LIB)) {
    const from = folderOf(file)
    const targets = imports.get(from) ?? new Map<string, string>()
    imports.set(from, targets)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName)
      if (!target?.startsWith(LIB + sep)) continue
      const to = folderOf(target)
      if (to !== from && !targets.has(to)) targets.set(to, relative(LIB, file))
    }
  }
  return imports
}

/** Folders that reach each other through imports (each group named once). */
function cycles(imports: Map<string, Map<string, string>>): string[][] {
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
  const imports = folderImports()

  it('has no two folders that import each other, directly or round a cycle', () => {
    expect(cycles(imports).map((group) => group.join(', '))).toEqual([])
  })

  it('places every folder in one named layer', () => {
    const placed = LAYERS.flat()
    expect(new Set(placed).size).toBe(placed.length)
    expect([...imports.keys()].filter((folder) => !placed.includes(folder)).sort()).toEqual([])
  })

  it('imports only from lower layers', () => {
    const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder))
    const upward = [...imports].flatMap(([from, targets]) =>
      [...targets]
        .filter(([to]) => layerOf(to) <= layerOf(from))
        .map(([to, file]) => `${from} -> ${to} (${file})`),
    )
    expect(upward).toEqual([])
  })
})
