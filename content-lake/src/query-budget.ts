// Every GROQ evaluation's time and cost budget, and its fair share of the lake's one thread.
//
// groq-js evaluates asynchronously, but only through promises that settle at once: a query never
// lets the event loop run until it has finished. One expensive query therefore used to stop every
// other request (`count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])`, anonymous, held the lake
// for 6.5 minutes on 554 documents). groq-js has no hook for a limit, but it reads every array,
// the dataset included, through the async iterator of one value class (`for await`). Wrapping that
// iterator gives each evaluation a count of the values it read (its cost) and a deadline, and
// hands the thread to other requests (setImmediate) whenever one evaluation has held it for
// SLICE_MS. AsyncLocalStorage tells which evaluation an iteration belongs to: it follows the
// evaluation's promise chain. Iterations outside a budget (webhook filters) are left as they were.
//
// Past its budget an evaluation is not thrown out of: every array it reads from then on is empty,
// so groq-js winds down at once, and the caller throws the budget error afterwards. (An error
// thrown inside groq-js's streams can reject a promise nobody awaits any more, which would end
// the process.)
//
// Measured (seed plus 500 documents, groq-js 2.0.1): the site's page queries cost the same within
// noise with and without the wrapper (0.5-1.3 ms each); the hostile query above reads about
// 500,000 values a second, so it stops at the cost budget after about 2 s, and a plain query sent
// meanwhile answers within a slice or two.
import { AsyncLocalStorage } from 'node:async_hooks'
import { evaluateSync, parse } from 'groq-js'
import { LakeError } from './errors.ts'

export interface QueryLimits {
  /** Values read (array items, documents included) before the evaluation is stopped. */
  cost: number
  /** Milliseconds from start, waiting for other requests included. */
  timeMs: number
}

/**
 * A query of the website, the Studio or the bench reads about one value per document it scans
 * (under 10,000 on the bench's 10,000 documents, measured); a million leaves a hundred times that.
 */
const QUERY_LIMITS: QueryLimits = { cost: 1_000_000, timeMs: 10_000 }

/** The longest one evaluation holds the thread before other requests get a turn. */
const SLICE_MS = 10
/** Values read between two looks at the clock (a look costs more than reading a value). */
const CHECK_EVERY = 256

class Budget {
  readonly limits: QueryLimits
  readonly deadline: number
  read = 0
  resumedAt = performance.now()
  exceeded: 'cost' | 'time' | undefined

  constructor(limits: QueryLimits) {
    this.limits = limits
    this.deadline = this.resumedAt + limits.timeMs
  }
}

const current = new AsyncLocalStorage<Budget>()

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
      if (++budget.read % CHECK_EVERY !== 0) return inner.next()
      const now = performance.now()
      if (budget.read > budget.limits.cost) budget.exceeded = 'cost'
      else if (now > budget.deadline) budget.exceeded = 'time'
      if (budget.exceeded) return DONE
      if (now - budget.resumedAt < SLICE_MS) return inner.next()
      return new Promise<Step>((resolve) => {
        setImmediate(() => {
          budget.resumedAt = performance.now()
          resolve(inner.next())
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
 * them, a 400 in the shape of Sanity's query errors (`{error: {description, type}}`, which
 * @sanity/client reads as "Query/database errors"; src/http/errors.ts) instead of its result.
 * 400 and not 5xx or 429: @sanity/client retries those, and the same query would fail again.
 */
export async function withinBudget<T>(
  evaluation: () => Promise<T>,
  limits: QueryLimits = QUERY_LIMITS,
): Promise<T> {
  const budget = new Budget(limits)
  const result = await current.run(budget, evaluation)
  if (budget.exceeded) throw queryBudgetError(budget)
  return result
}

/** An evaluation stopped at its budget (not a query that failed on its own). */
export class QueryBudgetError extends LakeError {}

function queryBudgetError(budget: Budget): LakeError {
  const description =
    budget.exceeded === 'cost'
      ? `Query too expensive: it read more than ${budget.limits.cost.toLocaleString('en')} values, the most one query may read. Filter by _type, use references() or ->, or slice before nesting queries.`
      : `Query timed out: it ran longer than ${budget.limits.timeMs / 1000} s, the longest one query may run.`
  return new QueryBudgetError(
    400,
    { error: { description, type: 'queryExecutionError' } },
    description,
  )
}
