// Lists the type assertions in the project's own TypeScript, by area and file (scripts/lib/casts.ts
// says what counts); `--casts` shows each one. tests/unit/casts.test.ts holds the total down.
import { resolve } from 'node:path'
import { castReport, countCasts } from './lib/casts.ts'

const areas = countCasts(resolve(import.meta.dirname, '..'))
console.log(castReport(areas, process.argv.includes('--casts')))
