// Brotli (quality 11) and gzip copies written beside every compressible file of a build folder,
// which the servers send as they are (sirv picks `<file>.br` or `<file>.gz` by the request's
// Accept-Encoding): the website's `.next/static` (web/scripts/precompress-build-files.ts,
// web/lib/server/build-files.ts) and the Studio's `dist/static` (studio/studio-assets.ts).
// Compressed again on every request, a page's dozen scripts, asked for at once, each waited
// 15-190 ms for its first byte (median 35-73 ms in Lighthouse's own log; 29-45 ms with the
// copies, the rest is the browser's own load on a 2-core host), and the Studio's 3 MB module
// took its server 90 ms of gzip per request. Quality 11 costs seconds once, at build time, and
// saves 8-10% of the bytes over the quality 5 a request can afford.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text a browser loads from a build; fonts and images are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt'])
/** Below this the headers outweigh what compression saves (the same threshold as for pages). */
const MIN_BYTES = 1024
const COPIES = ['.br', '.gz']

async function compressedCopies(source: Buffer) {
  return {
    '.br': await brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    '.gz': await gz(source, { level: constants.Z_BEST_COMPRESSION }),
  }
}

/** Writes the copies of every compressible file; removes copies whose file is gone. */
export async function precompressFolder(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true })
  const present = new Set(names)
  const work: string[] = []
  for (const name of names) {
    const copy = COPIES.find((ext) => name.endsWith(ext))
    if (copy) {
      // A copy left by an earlier build would be sent for a file this build no longer has.
      if (!present.has(name.slice(0, -copy.length))) await rm(join(dir, name))
      continue
    }
    if (COMPRESSIBLE.has(extname(name))) work.push(join(dir, name))
  }
  // Compression runs on Node's thread pool: one file per core at a time.
  let written = 0
  const next = async (): Promise<void> => {
    const path = work.pop()
    if (path === undefined) return
    if (await copiesOf(path)) written += 1
    return next()
  }
  await Promise.all(Array.from({ length: availableParallelism() }, next))
  return written
}

/** Replaces the copies of one file; false if it is too small to be worth them. */
async function copiesOf(path: string): Promise<boolean> {
  if (!(await stat(path)).isFile()) return false
  const source = await readFile(path)
  await Promise.all(COPIES.map((ext) => rm(path + ext, { force: true })))
  if (source.length < MIN_BYTES) return false
  for (const [ext, bytes] of Object.entries(await compressedCopies(source))) {
    if (bytes.length < source.length) await writeFile(path + ext, bytes)
  }
  return true
}
