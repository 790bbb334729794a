// Runs last in the website's build: writes a Brotli (quality 11) and a gzip copy beside every
// compressible file of `.next/static`, which web/server.ts sends as they are (sirv picks
// `<file>.br` or `<file>.gz` by the request's Accept-Encoding). Compressed again on every
// request, a page's dozen scripts, asked for at once, each waited 15-190 ms for its first byte
// (median 35-73 ms in Lighthouse's own log; 29-45 ms with the copies, the rest is the browser's
// own load on a 2-core host), and a simulated phone adds the server's time to every request.
// Quality 11 costs seconds once, here, and saves 8-10% of the bytes over the quality 5 a
// request can afford.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text the browser loads from `.next/static`; fonts and images are compressed formats already. */
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
export async function precompressBuildFiles(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true })
  const present = new Set(names)
  let written = 0
  for (const name of names) {
    const copy = COPIES.find((ext) => name.endsWith(ext))
    if (copy) {
      // A copy left by an earlier build would be sent for a file this build no longer has.
      if (!present.has(name.slice(0, -copy.length))) await rm(join(dir, name))
      continue
    }
    if (!COMPRESSIBLE.has(extname(name))) continue
    const path = join(dir, name)
    if (!(await stat(path)).isFile()) continue
    const source = await readFile(path)
    const stale = COPIES.map((ext) => rm(path + ext, { force: true }))
    await Promise.all(stale)
    if (source.length < MIN_BYTES) continue
    for (const [ext, bytes] of Object.entries(await compressedCopies(source))) {
      if (bytes.length < source.length) await writeFile(path + ext, bytes)
    }
    written += 1
  }
  return written
}

if (import.meta.main) {
  const dir = join(import.meta.dirname, '..', '.next', 'static')
  const count = await precompressBuildFiles(dir)
  console.log(`precompressed: ${count} files in ${dir}`)
}
