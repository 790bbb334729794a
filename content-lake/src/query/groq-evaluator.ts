// groq-js's evaluator, with the tables a query budget has to see into (query-guards.ts,
// executor-guards.ts).
//
// Some of GROQ's work happens in one synchronous step that no budget counting values can stop
// once it has begun: `string::split` of a 100-million-character string (built in a 260-byte query
// by doubling it through projections) held the lake 13.6 s and took 2 GB; a sort, a join, a
// concatenation or `pt::text` of a value shared a million times are the same. Only code that sees
// such a step's arguments before it runs can refuse it. groq-js has no hook for that: its
// functions, operators, `order()` and the executors that call them are private to one bundled
// module. So the lake imports its own instance of that module: the installed file's text with one
// line added that exports them. It still imports groq-js's shared module (the value classes, the
// parser's registry), so values pass freely between the two, and the rest of the lake (webhooks,
// tests) keeps importing groq-js itself. A groq-js whose bundle no longer has these names stops
// the lake at start with a message naming the first missing one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ExprNode } from 'groq-js'

/** A groq-js value (StaticValue or StreamValue). */
export interface GroqValue {
  type: string
  data: unknown
  isArray(): boolean
  get(): Promise<unknown>
  asStatic(): GroqValue | Promise<GroqValue>
  [Symbol.asyncIterator](): AsyncIterator<GroqValue>
}

export interface GroqScope {
  /** What `@` is. */
  value: GroqValue
}

type Result = GroqValue | Promise<GroqValue>

/** A function (`lower`), a pipe function (`order`) or a node kind's executor. */
export interface Executor<Input = unknown> {
  executeSync: unknown
  executeAsync(input: Input, scope: GroqScope): Result
}

type Operator = (left: GroqValue, right: GroqValue) => Result

interface Internals {
  evaluateQuery(tree: ExprNode, options: object): Result
  executeAsync(node: ExprNode, scope: GroqScope): Result
  namespaces: Record<string, Record<string, Executor<ExprNode[]>>>
  operators: Record<string, Operator>
  pipeFunctions: Record<string, Executor<{ base: GroqValue; args: ExprNode[] }>>
  EXECUTORS: Record<string, Executor<ExprNode>>
  NULL_VALUE: GroqValue
  fromJS(value: unknown): GroqValue
}

const NAMES = [
  'namespaces',
  'operators',
  'pipeFunctions',
  'EXECUTORS',
  'executeAsync',
  'NULL_VALUE',
  'fromJS',
] as const

async function loadEvaluator(): Promise<Internals> {
  const index = new URL(import.meta.resolve('groq-js'))
  const chunk = /from "\.\/(evaluator-[\w-]+\.js)"/.exec(readFileSync(index, 'utf8'))?.[1]
  if (!chunk) throw new Error('groq-js changed: its entry imports no evaluator module')
  // The copy is loaded from elsewhere, where `./shared-….js` would not resolve: name the
  // installed files instead, so both instances share one set of value classes (and its stack
  // traces still map to groq-js's sources).
  const text = readFileSync(new URL(chunk, index), 'utf8')
  const map = /^\/\/# sourceMappingURL=(.+)$/m.exec(text)?.[1]
  const source = text
    .replace(/^\/\/# sourceMappingURL=.+$/m, '')
    .replace(/from "\.\/([\w.-]+\.js)"/g, (_, file: string) => {
      return `from ${JSON.stringify(new URL(file, index).href)}`
    })
  const missing = NAMES.find((name) => !new RegExp(`\\b${name}\\b`).test(source))
  if (missing) throw new Error(`groq-js changed: its evaluator has no ${missing}`)
  // Written to a private folder and imported from there (a data: URL would name the whole
  // source in every stack trace), then removed: the module stays loaded.
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-groq-'))
  const file = path.join(dir, 'groq-js-evaluator.mjs')
  try {
    const exports = `export { evaluateQuery, ${NAMES.join(', ')} };`
    const mapComment = map ? `//# sourceMappingURL=${fileURLToPath(new URL(map, index))}` : ''
    writeFileSync(file, `${source}\n${exports}\n${mapComment}\n`)
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Internals
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const groq = await loadEvaluator()
