// Runs after `next build`: marks every JavaScript chunk of the production build with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+), so Chrome compiles the chunks while
// it streams them in on a background thread instead of compiling each function lazily on the main
// thread the first time it runs. The chunks are the React and Next.js runtime plus our client
// components, and nearly all of their functions run while the page hydrates, which is the case
// the hint is meant for. What it measured: README, "Speed on phones".
// Turbopack has no banner option, hence a post-build step; other browsers ignore the comment.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunk's source with the hint as its first line (unchanged if it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

async function addCompileHints(chunksDir: string): Promise<number> {
  const files = (await readdir(chunksDir, { recursive: true })).filter((f) => f.endsWith('.js'))
  for (const file of files) {
    const path = join(chunksDir, file)
    const source = await readFile(path, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) await writeFile(path, hinted)
  }
  return files.length
}

if (import.meta.main) {
  const chunksDir = join(import.meta.dirname, '..', '.next', 'static', 'chunks')
  const count = await addCompileHints(chunksDir)
  console.log(`compile hints: ${count} chunks in ${chunksDir}`)
}
