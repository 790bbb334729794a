// Extracts the schema from schemas/ (through the Studio config) and generates the website's
// query result types into web/sanity/, then Next.js's route types. Generated on every typecheck and build, never committed,
// so types can not go stale: a query that no longer fits the schema fails `tsc`.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from './lib/run-command.ts'

const studio = join(import.meta.dirname, '..', 'studio')
// `sanity schema extract` refuses to overwrite an earlier extract.
rmSync(join(import.meta.dirname, '..', 'web', 'sanity', 'schema.json'), { force: true })
const steps: string[][] = [
  ['schema', 'extract', '--path', '../web/sanity/schema.json', '--enforce-required-fields'],
  ['typegen', 'generate'],
]
for (const args of steps) {
  const code = await runCommand('sanity', args, { cwd: studio })
  if (code !== 0) {
    console.error(`typegen: \`sanity ${args.join(' ')}\` failed (exit ${code})`)
    process.exit(code)
  }
}
// Next.js's route types (PageProps<'/[slug]'>), so `tsc` works before the first build.
const code = await runCommand('next', ['typegen'], { cwd: join(import.meta.dirname, '..', 'web') })
if (code !== 0) process.exit(code)
