import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// content-lake/src's folders form layers and imports only point down (STYLE.md, "Layers you can
// name"; README.md, "How it is built"): endpoints over the operations they share, over the
// domain (actions, releases, queries, writes), over storage, over plumbing every layer may use.

/** The layers, highest first; folders of one layer do not import each other. */
const LAYERS: readonly (readonly string[])[] = [
  // The package's door (index.ts) and `npm run lake` (cli.ts).
  ['(src)'],
  // startLake(): options with their defaults, every layer wired together; the CLI's settings.
  ['start'],
  // The HTTP front, one handler per endpoint, the one SSE writer, the presence socket.
  ['http'],
  // The Lake: views, queries, source maps and transactions that every endpoint shares.
  ['lake'],
  // The Actions API; what runs after each commit: the Blueprint's functions, webhooks.
  ['actions', 'functions', 'webhooks'],
  // What streams tell clients (live events, listen events); Content Source Maps.
  ['live', 'source-map'],
  // GROQ: parsing, budgets, perspectives, plans, answers.
  ['query'],
  // Content releases: their documents, actions, publishing and schedule.
  ['releases'],
  // Transactions planned from mutations; every revision kept; uploaded files.
  ['write', 'history', 'assets'],
  // Who is asking; the documents in memory and on disk.
  ['auth', 'store'],
  // What a GROQ parse tree reads.
  ['groq-analysis'],
  // Errors, JSON values, ids, the lake's options.
  ['shared'],
]

const SRC = resolve(import.meta.dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** The file a relative import names. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? null
}

/** A file's folder under src/; a loose file counts as "(src)". */
const folderOf = (file: string) => {
  const parts = relative(SRC, file).split(sep)
  return parts.length > 1 ? (parts[0] ?? '') : '(src)'
}

/** Folder → the folders its files import (static, type-only and dynamic imports alike). */
function folderImports(): Map<string, Map<string, string>> {
  const imports = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file)
    const targets = imports.get(from) ?? new Map<string, string>()
    imports.set(from, targets)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName)
      if (!target?.startsWith(SRC + sep)) continue
      const to = folderOf(target)
      if (to !== from && !targets.has(to)) targets.set(to, relative(SRC, file))
    }
  }
  return imports
}

describe('content-lake/src folder layers', () => {
  const imports = folderImports()
  const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder))

  it('places every folder in one named layer', () => {
    const placed = LAYERS.flat()
    expect(new Set(placed).size).toBe(placed.length)
    expect([...imports.keys()].filter((folder) => !placed.includes(folder)).sort()).toEqual([])
  })

  // Imports that only point down cannot go round a cycle either.
  it('imports only from lower layers', () => {
    const upward = [...imports].flatMap(([from, targets]) =>
      [...targets]
        .filter(([to]) => layerOf(to) <= layerOf(from))
        .map(([to, file]) => `${from} -> ${to} (${file})`),
    )
    expect(upward).toEqual([])
  })
})
