import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'

// How a layers test (content-lake/tests/unit/layers.test.ts, tests/unit/web/lib-layers.test.ts)
// reads a source tree: which folder imports which, and which imports point up a list of layers.

interface FolderTree {
  /** The folder whose subfolders are the layers' folders. */
  root: string
  /** What a file loose in `root` counts as, e.g. "(src)". */
  looseName: string
  /** Whether a file name is a source file. */
  isSource: (name: string) => boolean
  /** The file an import names, or null for one outside the tree (a package). */
  resolveImport: (from: string, specifier: string) => string | null
}

/** Folder → the folders its files import, each with one importing file (static, type-only, dynamic). */
export type FolderImports = Map<string, Map<string, string>>

function sourceFiles(dir: string, isSource: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path, isSource)
    return isSource(entry.name) ? [path] : []
  })
}

export function folderImports({ root, looseName, isSource, resolveImport }: FolderTree) {
  const folderOf = (file: string) => {
    const parts = relative(root, file).split(sep)
    return parts.length > 1 ? (parts[0] ?? '') : looseName
  }
  const imports: FolderImports = new Map()
  for (const file of sourceFiles(root, isSource)) {
    const from = folderOf(file)
    const targets = imports.get(from) ?? new Map<string, string>()
    imports.set(from, targets)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName)
      if (!target?.startsWith(root + sep)) continue
      const to = folderOf(target)
      if (to !== from && !targets.has(to)) targets.set(to, relative(root, file))
    }
  }
  return imports
}

/** Imports of a folder from its own layer or a higher one, as "from -> to (file)". */
export function upwardImports(imports: FolderImports, layers: readonly (readonly string[])[]) {
  const layerOf = (folder: string) => layers.findIndex((layer) => layer.includes(folder))
  return [...imports].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => layerOf(to) <= layerOf(from))
      .map(([to, file]) => `${from} -> ${to} (${file})`),
  )
}
