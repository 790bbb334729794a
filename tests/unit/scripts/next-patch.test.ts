// The postinstall patch of Next.js (scripts/lib/next-patch.ts, issue #34): the installed runtimes
// are exactly the pinned release with the patch applied (another release fails here and at
// install), patching twice changes nothing and never writes through a hard link, a checkout
// patched by an earlier version of the patch is patched again, the payload filter empties a
// recorded stylesheet's text and nothing else, at any chunk boundary, and React writes an async
// script's address for the loader and nothing else. The loader itself runs in the browser
// tests (tests/e2e/site/scripts-after-paint.spec.ts).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { AsyncLocalStorage } from 'node:async_hooks'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import {
  HELPERS,
  NEXT_VERSION,
  patchedRuntime,
  patchNext,
  REPLACEMENTS,
  RUNTIMES,
  runtimeState,
  unpatchedRuntime,
} from '../../../scripts/lib/next-patch.ts'

const require = createRequire(import.meta.url)
// What Next.js's server sets up before its request storage is loaded (node-environment).
Object.assign(globalThis, { AsyncLocalStorage })
const NODE_MODULES = path.join(import.meta.dirname, '..', '..', '..', 'node_modules')
const [inlinedCssOnce, scriptsAfterPaint] = HELPERS
if (!inlinedCssOnce || !scriptsAfterPaint) throw new Error('the patch has two helpers')
const { createInlinedCssFilter, forgetInlinedCss, recordInlinedCss, stripInlinedCss } = require(
  inlinedCssOnce.source,
) as {
  createInlinedCssFilter: (
    texts: () => Set<string> | undefined,
  ) => TransformStream<Uint8Array, Uint8Array>
  recordInlinedCss: (content: string) => void
  forgetInlinedCss: () => void
  stripInlinedCss: <S extends ReadableStream<Uint8Array> | Readable>(stream: S) => S
}
const { workAsyncStorage } =
  require('next/dist/server/app-render/work-async-storage.external.js') as {
    workAsyncStorage: { run: <T>(store: object, callback: () => T) => T }
  }
const { createFromReadableStream } =
  require('next/dist/compiled/react-server-dom-turbopack/client.edge') as {
    createFromReadableStream: (stream: ReadableStream, options: object) => Promise<unknown>
  }

const { scriptPropsAfterPaint, withScriptLoader, loadScriptsAfterPaint, ATTRIBUTE } = require(
  scriptsAfterPaint.source,
) as {
  scriptPropsAfterPaint: (props: Record<string, unknown>) => Record<string, unknown>
  withScriptLoader: (content?: string, bootstrapScripts?: readonly string[]) => string | undefined
  loadScriptsAfterPaint: (...args: unknown[]) => void
  ATTRIBUTE: string
}

/** A pinned runtime as Next.js ships it, from the installed (patched) copy. */
const originalOf = (file: string) =>
  unpatchedRuntime(file, fs.readFileSync(path.join(NODE_MODULES, file), 'utf8'))

describe('the installed Next.js', () => {
  it.each(Object.keys(RUNTIMES))('%s is the pinned release, patched', (file) => {
    const text = fs.readFileSync(path.join(NODE_MODULES, file), 'utf8')
    expect(runtimeState(file, text)).toBe('patched')
    expect(runtimeState(file, originalOf(file))).toBe('original')
  })

  it('has the helpers the patched runtimes require, as committed', () => {
    for (const { source, target } of HELPERS) {
      expect(fs.readFileSync(path.join(NODE_MODULES, target), 'utf8')).toBe(
        fs.readFileSync(source, 'utf8'),
      )
    }
  })

  it('changes no place that a replacement writes: each can be undone exactly', () => {
    for (const file of Object.keys(RUNTIMES)) {
      const original = originalOf(file)
      for (const { replace, runtimes } of REPLACEMENTS) {
        if (runtimes && !runtimes.includes(file)) continue
        expect(original.split(replace).length - 1, replace).toBe(0)
      }
    }
  })
})

describe('patchNext', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('patches the pinned files once, through new files, and refuses any other', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-patch-'))
    const modules = path.join(dir, 'node_modules')
    const shared = path.join(dir, 'shared')
    fs.mkdirSync(shared)
    fs.mkdirSync(path.join(modules, 'next'), { recursive: true })
    fs.writeFileSync(
      path.join(modules, 'next/package.json'),
      JSON.stringify({ version: NEXT_VERSION }),
    )
    fs.mkdirSync(path.join(modules, 'next/dist/server/app-render'), { recursive: true })
    const originals = new Map<string, string>()
    for (const file of Object.keys(RUNTIMES)) {
      const original = originalOf(file)
      originals.set(file, original)
      // Another checkout's node_modules holding the same file through a hard link.
      const linked = path.join(shared, path.basename(file))
      fs.writeFileSync(linked, original)
      fs.mkdirSync(path.join(modules, path.dirname(file)), { recursive: true })
      fs.linkSync(linked, path.join(modules, file))
    }

    const helpers = HELPERS.map(() => 'installed')
    expect(patchNext(modules).map((o) => o.action)).toEqual([
      ...helpers,
      ...Object.keys(RUNTIMES).map(() => 'patched'),
    ])
    for (const [file, original] of originals) {
      expect(fs.readFileSync(path.join(shared, path.basename(file)), 'utf8')).toBe(original)
      expect(fs.readFileSync(path.join(modules, file), 'utf8')).toBe(patchedRuntime(file, original))
    }
    expect(patchNext(modules).map((o) => o.action)).toEqual([
      ...HELPERS.map(() => 'up to date'),
      ...Object.keys(RUNTIMES).map(() => 'already patched'),
    ])

    // A checkout patched by an earlier version of the patch (here: its first replacement only).
    const [first] = REPLACEMENTS
    const [runtime] = Object.keys(RUNTIMES)
    if (!first || !runtime) throw new Error('no replacement')
    const original = originals.get(runtime) ?? ''
    fs.writeFileSync(path.join(modules, runtime), original.replace(first.find, first.replace))
    expect(runtimeState(runtime, original.replace(first.find, first.replace))).toBe(
      'patched before',
    )
    expect(patchNext(modules).find((o) => o.file === runtime)?.action).toBe('patched again')
    expect(fs.readFileSync(path.join(modules, runtime), 'utf8')).toBe(
      patchedRuntime(runtime, original),
    )

    // One patched by an earlier version that wrote a replacement differently.
    const rewritten = REPLACEMENTS.find((replacement) => replacement.replacedBefore?.length)
    const [earlier] = rewritten?.replacedBefore ?? []
    const runtimeOfIt = Object.keys(RUNTIMES).find((file) => rewritten?.runtimes?.includes(file))
    if (!rewritten || !earlier || !runtimeOfIt) throw new Error('no earlier replacement')
    const earlierText = patchedRuntime(runtimeOfIt, originals.get(runtimeOfIt) ?? '').replace(
      rewritten.replace,
      () => earlier,
    )
    expect(runtimeState(runtimeOfIt, earlierText)).toBe('patched before')
    fs.writeFileSync(path.join(modules, runtimeOfIt), earlierText)
    expect(patchNext(modules).find((o) => o.file === runtimeOfIt)?.action).toBe('patched again')
    expect(fs.readFileSync(path.join(modules, runtimeOfIt), 'utf8')).toBe(
      patchedRuntime(runtimeOfIt, originals.get(runtimeOfIt) ?? ''),
    )

    // A runtime that differs anywhere, even outside the patched places, is not touched.
    const [file] = Object.keys(RUNTIMES)
    if (!file) throw new Error('no runtime')
    const changed = `${originals.get(file)}\n`
    fs.writeFileSync(path.join(modules, file), changed)
    expect(() => patchNext(modules)).toThrow(/neither Next\.js 16\.4\.6's nor its patched copy/)
    expect(fs.readFileSync(path.join(modules, file), 'utf8')).toBe(changed)

    fs.writeFileSync(path.join(modules, 'next/package.json'), JSON.stringify({ version: '16.5.0' }))
    expect(() => patchNext(modules)).toThrow(/next is 16\.5\.0, the patch is for 16\.4\.6/)
  })

  it('finds each place once or not at all', () => {
    const [file] = Object.keys(RUNTIMES)
    if (!file) throw new Error('no runtime')
    expect(() => patchedRuntime(file, 'no such code')).toThrow(/expected once, found 0 times/)
  })
})

describe('scripts after the first paint', () => {
  it('moves an async classic script’s address to the loader’s attribute, and nothing else', () => {
    expect(
      scriptPropsAfterPaint({ src: '/_next/a.js', async: true, nonce: 'n', crossOrigin: '' }),
    ).toEqual({ [ATTRIBUTE]: '/_next/a.js', async: true, nonce: 'n', crossOrigin: '' })
    for (const props of [
      { src: '/a.js' },
      { src: '/a.js', async: true, type: 'module' },
      { async: true, children: 'inline()' },
      { dangerouslySetInnerHTML: { __html: 'x' } },
    ]) {
      expect(scriptPropsAfterPaint(props)).toBe(props)
    }
  })

  it('runs the loader after what Next.js puts at the end of the shell', () => {
    const scripts = ['/_next/static/chunks/main.js']
    const alone = withScriptLoader(undefined, scripts)
    // The loader, minified: under half its source, given the attributes it reads.
    expect(alone?.length).toBeLessThan(loadScriptsAfterPaint.toString().length / 2)
    expect(alone).toMatch(
      /^!function\(\w,\w,\w(,\w)?\)\{.*\}\("data-after-paint","data-payload","data-trimmed"(,2e3)?\);?$/s,
    )
    expect(withScriptLoader('', scripts)).toBe(alone)
    expect(withScriptLoader('self.__next_r="x"', scripts)).toBe(`self.__next_r="x";${alone}`)
    // Only into the page's own render: one without bootstrap scripts keeps its content.
    expect(withScriptLoader(undefined, undefined)).toBeUndefined()
    expect(withScriptLoader('self.__next_r="x"', [])).toBe('self.__next_r="x"')
    // It parses as a script (a syntax error would leave every page unhydrated).
    expect(() => new Function(alone ?? '')).not.toThrow()
  })
})

describe('the inlined payload filter', () => {
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  // A stylesheet's text as Flight writes it: a `T` row of its UTF-8 length, a newline inside.
  const css = `${'.a{color:red}'.repeat(90)}\n.b::after{content:"→"}`
  const sameLengthOther = css.replace('red', 'tan')
  const textRow = (id: string, text: string) =>
    `${id}:T${encoder.encode(text).length.toString(16)},${text}`
  const binary = `5:A${(8).toString(16)},1:T5,abc`
  const rows = [
    '0:["$","$L2",null,{}]\n',
    textRow('1', css),
    textRow('3', sameLengthOther),
    textRow('4', 'short'),
    binary,
    '2:["$","style","0",{"precedence":"next","href":"/a.css","children":"$1"}]\n',
    textRow('a', css),
  ]
  const expected = rows
    .join('')
    .replace(textRow('1', css), '1:T0,')
    .replace(textRow('a', css), 'a:T0,')

  async function filtered(chunks: Uint8Array[], texts: Set<string> | undefined) {
    const out: Uint8Array[] = []
    await new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
      .pipeThrough(createInlinedCssFilter(() => texts))
      .pipeTo(new WritableStream({ write: (chunk) => void out.push(chunk) }))
    return out
  }

  const all = encoder.encode(rows.join(''))
  const splitEvery = (size: number) =>
    Array.from({ length: Math.ceil(all.length / size) }, (_, i) =>
      all.slice(i * size, (i + 1) * size),
    )

  it.each([1, 2, 3, 7, 64, 1000, all.length])(
    'empties the recorded text only, in chunks of %i bytes',
    async (size) => {
      const chunks = splitEvery(size)
      const out = await filtered(chunks, new Set([css, 'not in the payload']))
      expect(Buffer.concat(out).toString('utf8')).toBe(expected)
      // Each chunk becomes a <script> in the document: never more chunks than came in.
      expect(out.length).toBeLessThanOrEqual(chunks.length)
    },
  )

  it('passes everything when nothing was recorded', async () => {
    for (const texts of [undefined, new Set<string>()]) {
      expect(decoder.decode(Buffer.concat(await filtered(splitEvery(5), texts)))).toBe(
        rows.join(''),
      )
    }
  })

  it("leaves React's client a <style> with no text, which it adopts from <head>", async () => {
    const payload = `${textRow('1', css)}0:["$","style","0",{"precedence":"next","href":"/a.css","children":"$1"}]\n`
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(payload))
        controller.close()
      },
    }).pipeThrough(createInlinedCssFilter(() => new Set([css])))
    const element = await createFromReadableStream(stream, {
      serverConsumerManifest: { moduleMap: {}, moduleLoading: null, serverModuleMap: null },
    })
    expect(element).toMatchObject({
      type: 'style',
      props: { precedence: 'next', href: '/a.css', children: '' },
    })
  })

  it('strips what this request recorded, from web and Node.js streams alike', async () => {
    const chunks = () => splitEvery(7).map((chunk) => Buffer.from(chunk))
    const webStream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks()) controller.enqueue(chunk)
          controller.close()
        },
      })
    const read = async (stream: AsyncIterable<Uint8Array>) => {
      const out: Uint8Array[] = []
      for await (const chunk of stream) out.push(chunk)
      return Buffer.concat(out).toString('utf8')
    }
    const [web, node] = await workAsyncStorage.run({}, () => {
      recordInlinedCss(css)
      return Promise.all([
        read(stripInlinedCss(webStream())),
        read(stripInlinedCss(Readable.from(chunks()))),
      ])
    })
    expect(web).toBe(expected)
    expect(node).toBe(expected)
    // Another request recorded nothing; outside any request nothing is changed at all.
    expect(await workAsyncStorage.run({}, () => read(stripInlinedCss(webStream())))).toBe(
      rows.join(''),
    )
    // A request that fell back to Next.js's error shell keeps every text, also one recorded later.
    const shell = await workAsyncStorage.run({}, () => {
      recordInlinedCss(css)
      forgetInlinedCss()
      recordInlinedCss(css)
      return read(stripInlinedCss(webStream()))
    })
    expect(shell).toBe(rows.join(''))
    const outside = webStream()
    expect(stripInlinedCss(outside)).toBe(outside)
  })
})
