// The size of a query's answer, bounded before it is turned into JSON. A query's cost budget
// (query-budget.ts) counts the work it does, not what it returns: `*{"all": *}` reads one
// value per pair of documents yet answers the whole dataset once per document, hundreds of
// megabytes that JSON would repeat on the lake's only thread. Counting the answer's values and
// characters first costs at most the limit itself, since the walk stops there, while serialising
// costs the whole answer; json-answer.ts then bounds the JSON's exact size as it writes it.
import { MAX_ANSWER_BYTES } from './json-answer.ts'
import { QueryBudgetError } from './query-budget.ts'

/** Values (objects, arrays and scalars) an answer may hold: far more than any page shows. */
const MAX_RESULT_VALUES = 2_000_000

/** Throws the hosted API's query error when `result` holds more than `limit` values, or more
 *  characters in its strings than an answer may hold bytes. */
export function assertResultSize(result: unknown, limit = MAX_RESULT_VALUES): void {
  // Values are counted as they are found, so neither the count nor the stack passes the limit.
  let count = 1
  let chars = 0
  const stack: unknown[] = [result]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string' && (chars += value.length) > MAX_ANSWER_BYTES) {
      throw answerTooLarge()
    }
    if (value === null || typeof value !== 'object') continue
    const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value)
    count += children.length
    if (count > limit) throw resultTooLarge(limit)
    for (const child of children) stack.push(child)
  }
}

function resultTooLarge(limit: number): QueryBudgetError {
  return queryError(
    `Query result too large: it holds more than ${limit.toLocaleString('en')} values, the most one answer may hold. Project fewer fields or slice the result.`,
  )
}

/** An answer whose JSON would pass MAX_ANSWER_BYTES. */
export function answerTooLarge(): QueryBudgetError {
  return queryError(
    `Query result too large: its JSON is over ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, the most one answer may be. Project fewer fields or slice the result.`,
  )
}

function queryError(description: string): QueryBudgetError {
  return new QueryBudgetError(
    400,
    { error: { description, type: 'queryExecutionError' } },
    description,
  )
}
