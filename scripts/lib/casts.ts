// Counts the type assertions in the project's own TypeScript, so a test can hold the number down
// (tests/unit/casts.test.ts) and `node scripts/count-casts.ts` can list where they are. A cast
// tells the compiler to believe a type it could not check; each one counted here is a node of
// the syntax tree: `x as T` (but not `as const`, which only narrows a literal), `<T>x`, and the
// non-null assertion `x!`. Tests, installed packages, build output and generated files are not
// counted.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'

/** The folders of non-test sources, from the repository's root, and its own top-level files. */
const CAST_AREAS = [
  'web',
  'content-lake/src',
  'studio',
  'schemas',
  'local-defaults',
  'scripts',
  'functions',
  '.',
] as const

/** Folders that hold no source of ours: tests, installed packages, build and runtime output. */
const SKIPPED = new Set(['node_modules', '.git', '.next', '.sanity', '.build', 'dist', 'tests'])

/** Files `npm run typegen` writes (git ignores them), never edited by hand. */
const GENERATED = new Set(['web/sanity/types.ts'])

const isSource = (name: string) =>
  /\.(ts|tsx|mts|cts)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)

/** The source files of one area, as paths from the root ('.' holds only the root's own files). */
function areaFiles(root: string, area: string): string[] {
  const walk = (dir: string, deep: boolean): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return deep && !SKIPPED.has(entry.name) ? walk(path, deep) : []
      return entry.isFile() && isSource(entry.name)
        ? [relative(root, path).split(sep).join('/')]
        : []
    })
  return walk(join(root, area), area !== '.').filter((file) => !GENERATED.has(file))
}

/** Where a cast stands: its line (from 1) and its text (on one line, cut at 120 characters). */
export interface Cast {
  line: number
  text: string
}

/** The casts in one file's text. */
export function castsIn(fileName: string, text: string): Cast[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const casts: Cast[] = []
  const visit = (node: ts.Node): void => {
    const isCast =
      (ts.isAsExpression(node) && !ts.isConstTypeReference(node.type)) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node)
    if (isCast) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      const text = node.getText(source).replace(/\s+/g, ' ')
      casts.push({ line: line + 1, text: text.length > 120 ? `${text.slice(0, 119)}…` : text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return casts
}

/** Every counted file that has a cast → its casts, by area. */
export function countCasts(root: string): Map<string, Map<string, Cast[]>> {
  const areas = new Map<string, Map<string, Cast[]>>()
  for (const area of CAST_AREAS) {
    const files = new Map<string, Cast[]>()
    for (const file of areaFiles(root, area)) {
      const casts = castsIn(file, readFileSync(join(root, file), 'utf8'))
      if (casts.length > 0) files.set(file, casts)
    }
    areas.set(area, files)
  }
  return areas
}

/** The counts as lines: each area's total with its files' (and, `withCasts`, each cast's line
 *  and text under its file), then the grand total. */
export function castReport(areas: Map<string, Map<string, Cast[]>>, withCasts = false): string {
  const lines: string[] = []
  for (const [area, files] of areas) {
    lines.push(`${area === '.' ? '(root files)' : area}: ${total(files)}`)
    for (const [file, casts] of files) {
      lines.push(`  ${casts.length}  ${file}`)
      if (withCasts) for (const cast of casts) lines.push(`       ${cast.line}: ${cast.text}`)
    }
  }
  lines.push(`total: ${totalCasts(areas)}`)
  return lines.join('\n')
}

const total = (files: Map<string, Cast[]>) =>
  [...files.values()].reduce((sum, casts) => sum + casts.length, 0)

export const totalCasts = (areas: Map<string, Map<string, Cast[]>>) =>
  [...areas.values()].reduce((sum, files) => sum + total(files), 0)
