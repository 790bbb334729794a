import { statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderImports, upwardImports } from '../../../tests/support/folder-layers.ts'

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

/** The file a relative import names. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? null
}

describe('content-lake/src folder layers', () => {
  const imports = folderImports({
    root: SRC,
    looseName: '(src)',
    isSource: (name) => name.endsWith('.ts'),
    resolveImport,
  })

  it('places every folder in one named layer', () => {
    const placed = LAYERS.flat()
    expect(new Set(placed).size).toBe(placed.length)
    expect([...imports.keys()].filter((folder) => !placed.includes(folder)).sort()).toEqual([])
  })

  // Imports that only point down cannot go round a cycle either.
  it('imports only from lower layers', () => {
    const upward = upwardImports(imports, LAYERS)
    expect(upward).toEqual([])
  })
})
