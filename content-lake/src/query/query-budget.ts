// Every GROQ evaluation's budget of time, work and memory, and its fair share of the lake's one
// thread.
//
// groq-js evaluates asynchronously, but only through promises that settle at once: a query never
// lets the event loop run until it has finished. One expensive query therefore used to stop every
// other request (`count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])`, anonymous, held the lake
// for 6.5 minutes on 554 documents). groq-js has no hook for a limit, but it reads every array,
// the dataset included, through the async iterator of one value class (`for await`). Wrapping that
// iterator gives each evaluation a count of the values it read and a deadline, and hands the
// thread to other requests (setImmediate) whenever one evaluation has held it for SLICE_MS.
// AsyncLocalStorage tells which evaluation an iteration belongs to: it follows the evaluation's
// promise chain. Iterations outside a budget (webhook filters) are left as they were.
//
// Reading is not all the work: one function call, operator or sort runs in one synchronous step,
// however large its arguments (a split of a 100-million-character string held the lake 13.6 s).
// query-guards.ts and executor-guards.ts tell the budget what each such step is about to handle
// (`charge`), before it runs: elements, characters and the bytes it builds. A step too large to
// run in one go, or one that would take the evaluation past its work or memory budget, does not
// run. The answer's JSON has its own bound (json-answer.ts).
//
// Past its budget, or once its client has gone (`signal`), an evaluation is not thrown out of:
// every array it reads from then on is empty and every guarded step answers null, so groq-js
// winds down at once, and the caller throws the budget error afterwards. (An error thrown inside
// groq-js's streams can reject a promise nobody awaits any more, which would end the process.)
//
// Measured (groq-js 2.0.1; CPU time, the machine's two cores being shared): the site's queries
// over the seed take 3-6% more with the guards than without (0.3-4 ms each), the bench's on
// 10,000 documents 0-15% more (`references()` the most, which now also measures what it walks);
// the nested query above reads 100,000-500,000 values a second, so it stops at its budget after
// 2-10 s, and a plain query sent meanwhile answers within a slice or two. The hostile run's
// string queries end in 20-100 ms instead of 13.6 s (tests/integration/query-work.test.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { evaluateSync, parse } from 'groq-js'
import { LakeError } from '../shared/errors.ts'

export interface QueryLimits {
  /** Work, in values read: array items read, plus what guarded steps handle (Work). */
  cost: number
  /** Milliseconds from start, waiting for other requests included. */
  timeMs: number
  /** Bytes of strings, arrays and objects the evaluation builds (estimated before each step). */
  memoryBytes?: number
}

/**
 * A query of the website, the Studio or the bench reads about one value per document it scans
 * (under 10,000 on the bench's 10,000 documents, measured); a million leaves a hundred times that.
 * 64 MiB holds every answer the site and the Studio ask for many times over, and four queries
 * at that limit keep the lake under a gigabyte.
 */
const QUERY_LIMITS: Required<QueryLimits> = {
  cost: 1_000_000,
  timeMs: 10_000,
  memoryBytes: 64 * 1024 * 1024,
}

/** What one synchronous step (a function call, an operator, a sort) is about to handle. */
export interface Work {
  /** Values produced one by one, each about as much work as reading one (literals' elements). */
  reads?: number
  /** Array items, object properties, tree nodes, pairs compared or sort comparisons. */
  elements?: number
  /** Characters scanned or copied. */
  chars?: number
  /** Bytes of the strings, arrays and objects the step builds. */
  bytes?: number
}

// Reading one value through groq-js takes about 2 µs; handling one element in a step about
// 100 ns, one character about 1 ns (measured on the steps query-guards.ts bounds).
const ELEMENTS_PER_READ = 20
const CHARS_PER_READ = 2000
/**
 * The most one step may cost: about 50 ms of the thread, which it holds without a break. Sorting
 * the bench's 10,000 documents costs a quarter of it.
 */
const MAX_STEP = 25_000
/** Elements one step may handle; guards stop counting past it. */
export const MAX_STEP_ELEMENTS = MAX_STEP * ELEMENTS_PER_READ

/** The longest one evaluation holds the thread before other requests get a turn. */
const SLICE_MS = 10
/** Cost between two looks at the clock (a look costs more than reading a value). */
const CHECK_EVERY = 64

type Reason = 'cost' | 'step' | 'memory' | 'time' | 'aborted'

class Budget {
  readonly limits: Required<QueryLimits>
  readonly deadline: number
  cost = 0
  memory = 0
  sinceLook = 0
  resumedAt = performance.now()
  exceeded: Reason | undefined

  constructor(limits: QueryLimits) {
    this.limits = { ...QUERY_LIMITS, ...limits }
    this.deadline = this.resumedAt + this.limits.timeMs
  }

  /** Charges a step before it runs; false (the budget then exceeded) when it must not run. */
  take(work: Work): boolean {
    if (this.exceeded) return false
    const cost = costOf(work)
    this.cost += cost
    this.memory += work.bytes ?? 0
    this.sinceLook += cost
    if (cost > MAX_STEP) this.exceeded = 'step'
    else if (this.cost > this.limits.cost) this.exceeded = 'cost'
    else if (this.memory > this.limits.memoryBytes) this.exceeded = 'memory'
    return !this.exceeded
  }
}

function costOf(work: Work): number {
  return (
    (work.reads ?? 0) +
    (work.elements ?? 0) / ELEMENTS_PER_READ +
    (work.chars ?? 0) / CHARS_PER_READ
  )
}

const current = new AsyncLocalStorage<Budget>()

/** The budget of the evaluation running now, if any. */
export function currentBudget(): Budget | undefined {
  return current.getStore()
}

/** A step of less than a read's work that builds less than this is not charged: the reads that
 *  lead to it pay for it (most steps of the site's and the Studio's queries: comparing short
 *  strings, a literal, a small array). */
const SMALL_BYTES = 4096

/** Charges `work` to the evaluation running now; false when the step must not run. */
export function charge(work: Work): boolean {
  if (costOf(work) < 1 && (work.bytes ?? 0) < SMALL_BYTES) return true
  return current.getStore()?.take(work) ?? true
}

type Step = IteratorResult<unknown>
interface ValueIterator {
  next(): Step | Promise<Step>
  return?(value?: unknown): Step | Promise<Step>
}

const DONE: Step = { done: true, value: undefined }

function budgeted(inner: ValueIterator, budget: Budget): ValueIterator {
  return {
    next() {
      if (budget.exceeded) return DONE
      budget.cost++
      if (++budget.sinceLook < CHECK_EVERY) return inner.next()
      budget.sinceLook = 0
      const now = performance.now()
      if (budget.cost > budget.limits.cost) budget.exceeded = 'cost'
      else if (now > budget.deadline) budget.exceeded = 'time'
      if (budget.exceeded) return DONE
      if (now - budget.resumedAt < SLICE_MS) return inner.next()
      return new Promise<Step>((resolve) => {
        setImmediate(() => {
          budget.resumedAt = performance.now()
          resolve(budget.exceeded ? DONE : inner.next())
        })
      })
    },
    return(value?: unknown) {
      return inner.return?.(value) ?? { done: true, value }
    },
  }
}

// groq-js exports the value classes as types only; an evaluated literal array is an instance.
const staticValue: unknown = Object.getPrototypeOf(evaluateSync(parse('[]')))
if (!isIterable(staticValue)) throw new Error('groq-js changed: arrays are not async-iterable')
const readArray = staticValue[Symbol.asyncIterator]
staticValue[Symbol.asyncIterator] = function (this: unknown) {
  const inner = readArray.call(this)
  const budget = current.getStore()
  return budget ? budgeted(inner, budget) : inner
}

function isIterable(
  value: unknown,
): value is { [Symbol.asyncIterator]: (this: unknown) => ValueIterator } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Symbol.asyncIterator in value &&
    typeof value[Symbol.asyncIterator] === 'function'
  )
}

/**
 * Runs `evaluation` (a groq-js evaluation and the reading of its result) within `limits`; past
 * them, or once `signal` aborts, a 400 in the shape of Sanity's query errors
 * (`{error: {description, type}}`, which @sanity/client reads as "Query/database errors";
 * shared/errors.ts) instead of its result. 400 and not 5xx or 429: @sanity/client retries
 * those, and the same query would fail again.
 */
export async function withinBudget<T>(
  evaluation: () => Promise<T>,
  limits: QueryLimits = QUERY_LIMITS,
  signal?: AbortSignal,
): Promise<T> {
  const budget = new Budget(limits)
  const abort = () => (budget.exceeded ??= 'aborted')
  if (signal?.aborted) abort()
  signal?.addEventListener('abort', abort)
  try {
    const result = await current.run(budget, evaluation)
    if (budget.exceeded) throw queryBudgetError(budget)
    return result
  } finally {
    signal?.removeEventListener('abort', abort)
  }
}

/** An evaluation stopped at its budget (not a query that failed on its own). */
export class QueryBudgetError extends LakeError {}

const count = (n: number) => n.toLocaleString('en')

function describe({ exceeded, limits }: Budget): string {
  switch (exceeded) {
    case 'step':
      return `Query too expensive: one of its steps (a function, an operator or a sort) would handle more than ${count(MAX_STEP_ELEMENTS)} values or ${count(MAX_STEP * CHARS_PER_READ)} characters at once, the most one step may. Slice arrays and filter before sorting, joining or splitting them.`
    case 'memory':
      return `Query too large: it would build more than ${limits.memoryBytes / 1024 / 1024} MiB of strings, arrays and objects, the most one query may build.`
    case 'time':
      return `Query timed out: it ran longer than ${limits.timeMs / 1000} s, the longest one query may run.`
    case 'aborted':
      return 'Query cancelled: its client closed the connection.'
    default:
      return `Query too expensive: it read or handled more than ${count(limits.cost)} values, the most one query may. Filter by _type, use references() or ->, or slice before nesting queries.`
  }
}

function queryBudgetError(budget: Budget): LakeError {
  const description = describe(budget)
  return new QueryBudgetError(
    400,
    { error: { description, type: 'queryExecutionError' } },
    description,
  )
}
