// Runs last in the website's build: compressed copies of `.next/static`'s files, which
// web/server.ts sends as they are (scripts/lib/precompress.ts).
import { join } from 'node:path'
import { precompressFolder } from '../../scripts/lib/precompress.ts'

const dir = join(import.meta.dirname, '..', '.next', 'static')
const count = await precompressFolder(dir)
console.log(`precompressed: ${count} files in ${dir}`)
