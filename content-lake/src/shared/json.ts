// JSON values as the lake receives and keeps them. Documents, patches and query parameters are
// checked, never rebuilt: a copy made by a schema (z.record, z.looseObject) reorders or drops keys,
// and the order of a document's keys is part of every answer that returns it.
import { z } from 'zod'

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON object (not an array, not null), passed on as it came. */
export const JsonObject = z.custom<Record<string, unknown>>(isJsonObject)

/** `schema`'s checks, with the checked value itself as the result (every key kept, in order).
 *  Only for schemas that just check (no defaults, transforms or catches), so that their output
 *  type describes the value. */
export function unchanged<S extends z.ZodType>(schema: S) {
  return z.custom<z.output<S>>((value) => schema.safeParse(value).success)
}
