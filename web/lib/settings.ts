import { presentSettings } from '@atl/local-defaults'
import type { z } from 'zod'

/**
 * Reads one group of settings from the environment, validated by `schema`; a blank variable is
 * unset (presentSettings). A bad value stops the start with a message naming each setting.
 */
export function readSettings<S extends z.ZodType>(schema: S, group: string): z.output<S> {
  const parsed = schema.safeParse(presentSettings())
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid ${group} configuration. ${problems.join('; ')}`)
  }
  return parsed.data
}
