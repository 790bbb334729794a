// Pieces of the request schemas several routes share. Each route keeps its own body and
// query-string schemas next to its handler.
import { z } from 'zod'

/** A JSON body: an object of these fields (others are ignored). */
export const jsonBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'Request body must be a JSON object' })

/** An on/off query parameter: absent is `fallback`, `false` and `0` are off, anything else on. */
export const flagParam = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? fallback : value !== 'false' && value !== '0'))

/** A query parameter that is on only when it is `true`. */
export const trueParam = z
  .string()
  .optional()
  .transform((value) => value === 'true')

/** An optional string field; a value of another type counts as absent. */
export const optionalString = z.string().optional().catch(undefined)
