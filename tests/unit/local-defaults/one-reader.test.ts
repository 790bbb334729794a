import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/seed.ts'

// One reader per setting (STYLE.md): each part's settings come from its reader in
// local-defaults, which alone reads the environment (local-defaults/environment.ts). This finds
// every other read in the product's sources: `process.env`, `import.meta.env`, or `env` taken
// from 'node:process'. The tests and their runners' configs (vitest, Playwright) are left out:
// they make the environments the product's processes start with.

/** The product's sources, from the repository's root. */
const ROOTS = [
  'web',
  'studio',
  'scripts',
  'functions',
  'schemas',
  'local-defaults',
  'content-lake/src',
]
const ROOT_FILES = ['sanity.blueprint.ts']
const SKIPPED = new Set(['node_modules', '.next', 'dist', '.sanity'])
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/

/** Reads allowed outside the reader: file → the variables it may read, each with its reason. */
const EXCEPTIONS: Record<string, { names: string[]; why: string }> = {
  'local-defaults/environment.ts': { names: ['*'], why: 'the reader itself' },
  // Next.js writes both into the bundle when it builds it: they say how the code was built
  // (and which runtime runs it), not how the product is configured.
  'web/instrumentation.ts': { names: ['NEXT_RUNTIME'], why: 'compile-time constant' },
  'web/lib/email/delivery-thread.ts': { names: ['NEXT_RUNTIME'], why: 'compile-time constant' },
  'web/lib/draft-mode/cookies.ts': { names: ['NODE_ENV'], why: 'compile-time constant' },
  'web/lib/security/headers.ts': { names: ['NODE_ENV'], why: 'compile-time constant' },
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** The variables a source reads from the environment by name; `*` for a read of it all. */
function environmentReads(text: string): string[] {
  const source = ts.createSourceFile('source.tsx', text, ts.ScriptTarget.Latest, true)
  const reads: string[] = []
  const isEnv = (node: ts.Node) =>
    (ts.isPropertyAccessExpression(node) &&
      node.name.text === 'env' &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 'process') ||
        ts.isMetaProperty(node.expression))) ||
    (ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'process' &&
      (!ts.isStringLiteralLike(node.argumentExpression) || node.argumentExpression.text === 'env'))
  const visit = (node: ts.Node) => {
    if (isEnv(node)) {
      const parent = node.parent
      reads.push(
        ts.isPropertyAccessExpression(parent) && parent.expression === node
          ? parent.name.text
          : '*',
      )
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?process$/.test(node.moduleSpecifier.text)
    ) {
      reads.push('*')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return reads
}

const reads = new Map(
  [...ROOTS.flatMap(sourceFiles), ...ROOT_FILES]
    .map((file) => [file, environmentReads(readFileSync(join(REPO_ROOT, file), 'utf8'))] as const)
    .filter(([, names]) => names.length > 0),
)

describe('the environment is read in one place', () => {
  it.each([
    ['process.env.PORT', ['PORT']],
    ["process.env['PORT']", ['*']],
    ['const { PORT } = process.env', ['*']],
    ['spawn(cmd, { env: { ...process.env } })', ['*']],
    ['process["env"].PORT', ['PORT']],
    ["process['argv']", []],
    ["import { env } from 'node:process'", ['*']],
    ['import.meta.env.SANITY_STUDIO_API_HOST', ['SANITY_STUDIO_API_HOST']],
    ['// process.env.PORT, in a comment', []],
    ["const text = 'process.env.PORT'", []],
  ])('finds the reads in %s', (text, names) => {
    expect(environmentReads(text)).toEqual(names)
  })

  it('finds the reader itself', () => {
    expect(reads.get('local-defaults/environment.ts')).toContain('*')
  })

  it('is read nowhere else but for the listed exceptions', () => {
    const unlisted = [...reads].flatMap(([file, names]) => {
      const allowed = EXCEPTIONS[file]?.names ?? []
      return names
        .filter((name) => !allowed.includes('*') && !allowed.includes(name))
        .map((name) => `${file}: ${name === '*' ? 'process.env' : `process.env.${name}`}`)
    })
    expect(unlisted).toEqual([])
  })

  it('lists no exception that is no longer needed', () => {
    expect(Object.keys(EXCEPTIONS).filter((file) => !reads.has(file))).toEqual([])
  })

  // The build-time config files and the starts read their settings through their part's reader.
  it.each([
    ['web/server.ts', 'websiteSettings()'],
    ['web/lib/startup/check-settings.ts', 'websiteSettings()'],
    ['web/next.config.ts', 'websiteSettings()'],
    ['studio/sanity.cli.ts', 'readStudioSettings()'],
    ['sanity.blueprint.ts', 'readBlueprintSettings()'],
    ['functions/sync-tag-invalidate/index.ts', 'readFunctionSettings()'],
    ['scripts/lib/product-env.ts', 'readScriptSettings('],
  ])('%s calls %s', (file, call) => {
    expect(readFileSync(join(REPO_ROOT, file), 'utf8')).toContain(call)
  })
})
