// The size of a query's answer, bounded before it is turned into JSON. A query's cost budget
// (query-budget.ts) counts the values it reads, not what it returns: `*{"all": *}` reads one
// value per pair of documents yet answers the whole dataset once per document, hundreds of
// megabytes that JSON.stringify would build on the lake's only thread. Counting the answer's
// values first costs at most the limit itself, since the walk stops there, while serialising
// costs the whole answer.
import { QueryBudgetError } from './query-budget.ts'

/** Values (objects, arrays and scalars) an answer may hold: far more than any page shows. */
const MAX_RESULT_VALUES = 2_000_000

/** Throws the hosted API's query error when `result` holds more than `limit` values. */
export function assertResultSize(result: unknown, limit = MAX_RESULT_VALUES): void {
  // Values are counted as they are found, so neither the count nor the stack passes the limit.
  let count = 1
  const stack: unknown[] = [result]
  while (stack.length > 0) {
    const value = stack.pop()
    if (value === null || typeof value !== 'object') continue
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value)
    count += children.length
    if (count > limit) throw resultTooLarge(limit)
    for (const child of children) stack.push(child)
  }
}

function resultTooLarge(limit: number): QueryBudgetError {
  const description = `Query result too large: it holds more than ${limit.toLocaleString('en')} values, the most one answer may hold. Project fewer fields or slice the result.`
  return new QueryBudgetError(
    400,
    { error: { description, type: 'queryExecutionError' } },
    description,
  )
}
