// What scripts/patch-next.ts changes in the installed Next.js (issue #34): each page's document
// carries its inline stylesheet once (scripts/next-patch/inlined-css-once.cjs says how), and its
// scripts load once the browser has painted it (scripts/next-patch/scripts-after-paint.cjs). The
// runtimes are minified, one line each, so the patch is a few exact replacements in files whose
// every byte is pinned by a hash: another Next.js release fails the install loudly, and a
// patched file is recognised by undoing the replacements and finding the original bytes.
import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const NEXT_VERSION = '16.4.6'

/** The modules the patched runtimes require, each installed inside Next.js beside its renderer. */
export const HELPERS = ['inlined-css-once', 'scripts-after-paint'].map((name) => ({
  source: join(import.meta.dirname, '..', 'next-patch', `${name}.cjs`),
  target: `next/dist/server/app-render/${name}.js`,
}))
const [inlinedCssOnce, scriptsAfterPaint] = HELPERS.map(
  ({ target }) => `require(${JSON.stringify(target)})`,
)

// The app-page runtimes Next.js loads in production: Turbopack's and webpack's, each with the
// experimental React or not. The stylesheet's four places are the same in each:
export const RUNTIMES: Record<string, string> = {
  'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js':
    '211571517b965cdce52d54c546dd33c95d14737e8f855e17a4a2bb8f4061a795',
  'next/dist/compiled/next-server/app-page-turbo-experimental.runtime.prod.js':
    '40b5be17576272d876fbaec6507dc9b9324e6358907fa5b3132434a0c4e04ed8',
  'next/dist/compiled/next-server/app-page.runtime.prod.js':
    'f2b9bc71da6c8b3c5b12c0e87d4e41616bb97d640a94832b2fae1f9da4b42a34',
  'next/dist/compiled/next-server/app-page-experimental.runtime.prod.js':
    '8ae6443acb762e96ba3c2ae455bab58ed62c77f3e9411cb546c701d872c405f0',
}

const STYLE_ELEMENT = 'a.push(n("style",{key:i,nonce:t.nonce,precedence:e,href:o},s.content))'

/**
 * The runtimes with the stable React this site renders with (next.config.ts turns on no
 * experimental React feature); the experimental builds of React's renderer are minified apart.
 */
const STABLE_REACT = [
  'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
  'next/dist/compiled/next-server/app-page.runtime.prod.js',
]

export interface Replacement {
  what: string
  find: string
  replace: string
  /** What earlier versions of this patch wrote for `find` instead: undone like `replace`. */
  replacedBefore?: readonly string[]
  /** The runtimes it applies to; every one when absent. */
  runtimes?: readonly string[]
}

export const REPLACEMENTS: Replacement[] = [
  {
    // renderCssResource: a stylesheet inlined by getLayerAssets (the only caller that passes
    // preloadCallbacks, `r`) is in the <style> of <head>; the text is recorded for this request.
    what: 'renderCssResource records a segment stylesheet it inlines',
    find: `s.inlined&&!t.parsedRequestHeaders.isRSCRequest?${STYLE_ELEMENT}`,
    replace: `s.inlined&&!t.parsedRequestHeaders.isRSCRequest?(r&&${inlinedCssOnce}.recordInlinedCss(s.content),${STYLE_ELEMENT})`,
  },
  {
    // getErrorRSCPayload: the document is Next.js's error shell, whose <head> has no stylesheet
    // (a notFound() from a page, or an error, in a request): nothing may be emptied for it.
    what: 'the error shell forgets what the failed render recorded',
    find: ';let y=u("html",{id:"__next_error__"}',
    replace: `;${inlinedCssOnce}.forgetInlinedCss();let y=u("html",{id:"__next_error__"}`,
  },
  {
    // createNodeInlinedDataStream (stream-ops.node): the payload inlined into the document.
    what: 'the Node.js streams inline the payload without the recorded texts',
    find: 'a=k(e),s=new i.PassThrough',
    replace: `a=k(${inlinedCssOnce}.stripInlinedCss(e)),s=new i.PassThrough`,
  },
  {
    // createInlinedDataReadableStream (use-flight-response): the same for web streams.
    what: 'the web streams inline the payload without the recorded texts',
    find: 'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0})',
    replace: `i=${inlinedCssOnce}.stripInlinedCss(e).getReader(),s=new TextDecoder("utf-8",{fatal:!0})`,
  },
  {
    // React's pushScriptImpl: every <script> of a resource (a preinit, an async script element)
    // is written here; an asynchronous one with an address keeps it in data-after-paint.
    what: "React writes an async script's address for the loader",
    find: 'function to(e,t){e.push(th("script"));',
    replace: `function to(e,t){t=${scriptsAfterPaint}.scriptPropsAfterPaint(t);e.push(th("script"));`,
    runtimes: STABLE_REACT,
  },
  {
    // createRenderState: the bootstrap chunk's tag at the end of the shell, the same way.
    what: "React writes the bootstrap script's address for the loader",
    find: 'c.push(eh,ee(i),ez)',
    replace: `c.push(q(${scriptsAfterPaint}.BOOTSTRAP_TAG_OPEN),ee(i),ez)`,
    runtimes: STABLE_REACT,
  },
  {
    // createRenderState: no preload of the bootstrap chunk in <head> either.
    what: 'React does not preload the bootstrap script',
    find: 'e7(u=[],l),a.bootstrapScripts.add(u)',
    replace: 'e7(u=[],l)/* no bootstrap preload: scripts-after-paint */',
    runtimes: STABLE_REACT,
  },
  {
    // createRenderState: the loader runs at the end of the shell, after Next.js's own inline
    // bootstrap script (where the bootstrap chunk's tag used to be). Only in the render that
    // has bootstrap scripts, the page's own: Next.js renders more (the HTML it inserts into
    // <head>), and each got a loader of its own until 2026-11-29.
    what: 'React writes the loader at the end of the shell',
    find: 'd=e.bootstrapScriptContent,',
    replace: `d=${scriptsAfterPaint}.withScriptLoader(e.bootstrapScriptContent,e.bootstrapScripts),`,
    replacedBefore: [`d=${scriptsAfterPaint}.withScriptLoader(e.bootstrapScriptContent),`],
    runtimes: STABLE_REACT,
  },
]

/** The replacements a runtime gets. */
const replacementsOf = (file: string) =>
  REPLACEMENTS.filter(({ runtimes }) => runtimes === undefined || runtimes.includes(file))

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const occurrences = (text: string, part: string) => text.split(part).length - 1

/**
 * What a runtime's text is: the pinned original, exactly that patched, patched by an earlier
 * version of this patch (its replacements undone give the original), or something else.
 */
export type RuntimeState = 'original' | 'patched' | 'patched before' | 'unknown'

export function runtimeState(file: string, text: string): RuntimeState {
  const originalHash = RUNTIMES[file]
  if (originalHash === undefined) return 'unknown'
  if (sha256(text) === originalHash) return 'original'
  const original = unpatchedRuntime(file, text)
  if (sha256(original) !== originalHash) return 'unknown'
  return text === patchedRuntime(file, original) ? 'patched' : 'patched before'
}

/** The runtime's original text with its replacements undone (the text itself when not patched). */
export function unpatchedRuntime(file: string, text: string): string {
  let undone = text
  for (const { find, replace, replacedBefore = [] } of replacementsOf(file).toReversed()) {
    for (const written of [replace, ...replacedBefore]) undone = undone.replace(written, () => find)
  }
  return undone
}

/** The patched text of a pinned original; throws when a place is not found exactly once. */
export function patchedRuntime(file: string, text: string): string {
  let patched = text
  for (const { what, find, replace } of replacementsOf(file)) {
    const found = occurrences(patched, find)
    if (found !== 1) throw new Error(`${what}: expected once, found ${found} times`)
    patched = patched.replace(find, () => replace)
  }
  return patched
}

/**
 * Writes a new file in place of the old one (a new inode): node_modules may share its files
 * with other checkouts through hard links, which writing into the file would patch as well.
 */
function replaceFile(path: string, text: string) {
  const temporary = `${path}.patch-next-${process.pid}`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}

export interface PatchOutcome {
  file: string
  action: 'patched' | 'patched again' | 'already patched' | 'installed' | 'up to date'
}

/** Patches Next.js under `nodeModules`; idempotent; throws on any file it does not know. */
export function patchNext(nodeModules: string): PatchOutcome[] {
  const version = (
    JSON.parse(readFileSync(join(nodeModules, 'next/package.json'), 'utf8')) as { version: string }
  ).version
  if (version !== NEXT_VERSION) {
    throw new Error(
      `next is ${version}, the patch is for ${NEXT_VERSION}: see scripts/lib/next-patch.ts`,
    )
  }
  const outcomes: PatchOutcome[] = []
  for (const { source, target } of HELPERS) {
    const helperText = readFileSync(source, 'utf8')
    const helperPath = join(nodeModules, target)
    let installed: string | undefined
    try {
      installed = readFileSync(helperPath, 'utf8')
    } catch {
      installed = undefined
    }
    if (installed !== helperText) replaceFile(helperPath, helperText)
    outcomes.push({ file: target, action: installed === helperText ? 'up to date' : 'installed' })
  }
  for (const file of Object.keys(RUNTIMES)) {
    const path = join(nodeModules, file)
    const text = readFileSync(path, 'utf8')
    const state = runtimeState(file, text)
    if (state === 'unknown') {
      throw new Error(`${file} is neither Next.js ${NEXT_VERSION}'s nor its patched copy`)
    }
    if (state === 'patched') {
      outcomes.push({ file, action: 'already patched' })
      continue
    }
    replaceFile(path, patchedRuntime(file, unpatchedRuntime(file, text)))
    outcomes.push({ file, action: state === 'original' ? 'patched' : 'patched again' })
  }
  return outcomes
}
