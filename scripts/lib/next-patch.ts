// What scripts/patch-next.ts changes in the installed Next.js (issue #34): each page's document
// carries its inline stylesheet once (scripts/next-patch/inlined-css-once.cjs says how). The
// runtimes are minified, one line each, so the patch is a few exact replacements in files whose
// every byte is pinned by a hash: another Next.js release fails the install loudly, and a
// patched file is recognised by undoing the replacements and finding the original bytes.
import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const NEXT_VERSION = '16.4.6'

/** The module the patched runtimes require, and where it is installed inside Next.js. */
export const HELPER_SOURCE = join(import.meta.dirname, '..', 'next-patch', 'inlined-css-once.cjs')
export const HELPER_TARGET = 'next/dist/server/app-render/inlined-css-once.js'
const helper = `require(${JSON.stringify(HELPER_TARGET)})`

// The app-page runtimes Next.js loads in production: Turbopack's and webpack's, each with the
// experimental React or not. The same four places in each:
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

export const REPLACEMENTS: Array<{ what: string; find: string; replace: string }> = [
  {
    // renderCssResource: a stylesheet inlined by getLayerAssets (the only caller that passes
    // preloadCallbacks, `r`) is in the <style> of <head>; the text is recorded for this request.
    what: 'renderCssResource records a segment stylesheet it inlines',
    find: `s.inlined&&!t.parsedRequestHeaders.isRSCRequest?${STYLE_ELEMENT}`,
    replace: `s.inlined&&!t.parsedRequestHeaders.isRSCRequest?(r&&${helper}.recordInlinedCss(s.content),${STYLE_ELEMENT})`,
  },
  {
    // getErrorRSCPayload: the document is Next.js's error shell, whose <head> has no stylesheet
    // (a notFound() from a page, or an error, in a request): nothing may be emptied for it.
    what: 'the error shell forgets what the failed render recorded',
    find: ';let y=u("html",{id:"__next_error__"}',
    replace: `;${helper}.forgetInlinedCss();let y=u("html",{id:"__next_error__"}`,
  },
  {
    // createNodeInlinedDataStream (stream-ops.node): the payload inlined into the document.
    what: 'the Node.js streams inline the payload without the recorded texts',
    find: 'a=k(e),s=new i.PassThrough',
    replace: `a=k(${helper}.stripInlinedCss(e)),s=new i.PassThrough`,
  },
  {
    // createInlinedDataReadableStream (use-flight-response): the same for web streams.
    what: 'the web streams inline the payload without the recorded texts',
    find: 'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0})',
    replace: `i=${helper}.stripInlinedCss(e).getReader(),s=new TextDecoder("utf-8",{fatal:!0})`,
  },
]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const occurrences = (text: string, part: string) => text.split(part).length - 1

export type RuntimeState = 'original' | 'patched' | 'unknown'

/** Whether a runtime's text is the pinned original, exactly that patched, or something else. */
export function runtimeState(text: string, originalHash: string): RuntimeState {
  if (sha256(text) === originalHash) return 'original'
  let undone = text
  for (const { find, replace } of REPLACEMENTS) {
    if (occurrences(undone, replace) !== 1) return 'unknown'
    undone = undone.replace(replace, () => find)
  }
  return sha256(undone) === originalHash ? 'patched' : 'unknown'
}

/** The patched text of a pinned original; throws when a place is not found exactly once. */
export function patchedRuntime(text: string): string {
  let patched = text
  for (const { what, find, replace } of REPLACEMENTS) {
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
  action: 'patched' | 'already patched' | 'installed' | 'up to date'
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
  const helperText = readFileSync(HELPER_SOURCE, 'utf8')
  const helperPath = join(nodeModules, HELPER_TARGET)
  let installed: string | undefined
  try {
    installed = readFileSync(helperPath, 'utf8')
  } catch {
    installed = undefined
  }
  if (installed !== helperText) replaceFile(helperPath, helperText)
  outcomes.push({
    file: HELPER_TARGET,
    action: installed === helperText ? 'up to date' : 'installed',
  })
  for (const [file, originalHash] of Object.entries(RUNTIMES)) {
    const path = join(nodeModules, file)
    const text = readFileSync(path, 'utf8')
    const state = runtimeState(text, originalHash)
    if (state === 'unknown') {
      throw new Error(`${file} is neither Next.js ${NEXT_VERSION}'s nor its patched copy`)
    }
    if (state === 'original') replaceFile(path, patchedRuntime(text))
    outcomes.push({ file, action: state === 'original' ? 'patched' : 'already patched' })
  }
  return outcomes
}
