// Lists the type assertions in the project's own TypeScript, by area and file (scripts/lib/casts.ts
// says what counts); `--lines` shows each one. tests/unit/casts.test.ts holds the total down.
import { resolve } from 'node:path'
import { castReport, countCasts } from './lib/casts.ts'

const areas = countCasts(resolve(import.meta.dirname, '..'))
console.log(castReport(areas))
if (process.argv.includes('--lines')) {
  for (const files of areas.values()) {
    for (const [file, casts] of files) {
      for (const cast of casts) console.log(`${file}:${cast.line}  ${cast.text}`)
    }
  }
}
