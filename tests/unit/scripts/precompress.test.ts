import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressFolder } from '../../../scripts/lib/precompress.ts'

// The copies the website and the Studio send instead of compressing each build file per request.
describe('precompressing the build files', () => {
  it('writes Brotli and gzip copies of scripts and stylesheets, equal to the file once unpacked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'build-files-'))
    await mkdir(join(dir, 'chunks'))
    const script = Buffer.from('export const greeting = "hello";\n'.repeat(200))
    await writeFile(join(dir, 'chunks', 'app.js'), script)
    await writeFile(join(dir, 'chunks', 'tiny.js'), 'x()')
    await writeFile(join(dir, 'chunks', 'site.css'), 'body{color:red}\n'.repeat(100))
    await writeFile(join(dir, 'font.woff2'), Buffer.alloc(4096, 7))

    expect(await precompressFolder(dir)).toBe(2)

    const br = await readFile(join(dir, 'chunks', 'app.js.br'))
    expect(br.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(br).equals(script)).toBe(true)
    expect(gunzipSync(await readFile(join(dir, 'chunks', 'app.js.gz'))).equals(script)).toBe(true)
    expect((await readdir(join(dir, 'chunks'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'site.css',
      'site.css.br',
      'site.css.gz',
      'tiny.js',
    ])
    // woff2 is compressed already; nothing beside it.
    expect(await readdir(dir)).not.toContain('font.woff2.br')
  })

  it('replaces copies from an earlier build and removes those whose file is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'build-files-'))
    const current = Buffer.from('console.log("new build");\n'.repeat(100))
    await writeFile(join(dir, 'app.js'), current)
    await writeFile(join(dir, 'app.js.br'), 'stale copy')
    await writeFile(join(dir, 'gone.js.br'), 'copy of a file this build does not have')
    await writeFile(join(dir, 'gone.js.gz'), 'copy of a file this build does not have')

    await precompressFolder(dir)

    expect((await readdir(dir)).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz'])
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).equals(current)).toBe(true)
  })
})
