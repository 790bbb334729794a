// postinstall: patches the installed Next.js so each page's document carries its inline
// stylesheet once and loads its scripts after its first paint (issue #34; scripts/lib/next-patch.ts). Safe to run again; fails the install
// when Next.js is not the release the patch was written for.
import { join } from 'node:path'
import { patchNext } from './lib/next-patch.ts'

try {
  for (const { file, action } of patchNext(join(import.meta.dirname, '..', 'node_modules'))) {
    console.log(`patch-next: ${file}: ${action}`)
  }
} catch (error) {
  console.error(`patch-next: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
