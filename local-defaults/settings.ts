// How every part of the product reads its settings: the lake, the website, the Studio, the
// start scripts and the Sanity Function share these rules, so a value one part accepts no other
// part refuses, and every part names the same mode the same way.
//
// Two modes, decided by SANITY_PROJECT_ID alone:
// - embedded (unset or `local`): `npm start` runs the local Content Lake, and the local defaults
//   (loopback addresses, the local mail catcher, and the install's own tokens and secrets, made at
//   first start: install.ts) fill what is unset;
// - hosted (any other project id): nothing falls back to a local value; a setting the part needs
//   and the environment lacks stops the start with a message naming it.
import { z } from 'zod'
import {
  LOCAL_PROJECT_ID,
  MIN_SECRET_LENGTH,
  presentSettings,
  type SettingsSource,
} from './index.ts'

export type ProductMode = 'embedded' | 'hosted'

export function productMode(env: SettingsSource): ProductMode {
  const projectId = presentSettings(env).SANITY_PROJECT_ID ?? LOCAL_PROJECT_ID
  return projectId === LOCAL_PROJECT_ID ? 'embedded' : 'hosted'
}

const PORT_MESSAGE = 'a port number (1-65535)'

/** The rule of each kind of setting. */
export const settingRules = {
  port: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(1, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE),
  /** An API token: what Sanity issues is long and has no spaces; a pasted space is a mistake. */
  token: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'visible characters only: no spaces or line breaks')
    .min(16, 'at least 16 characters'),
  secret: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'visible characters only: no spaces or line breaks')
    .min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`),
  /** Sanity's project ids: lowercase letters and digits (dashes in older projects). */
  projectId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a Sanity project id: lowercase letters, digits and -'),
  /** Sanity refuses other dataset names (`sanity dataset create` says the same). */
  dataset: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9_-]{0,63}$/,
      'a Sanity dataset name: lowercase letters, digits, _ and -, at most 64 characters',
    ),
  /** An http(s) origin without a path, e.g. https://vybeatl.com; a trailing slash is dropped. */
  origin: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL such as https://example.com' })
    .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), 'an origin only, no path')
    .transform((value) => value.replace(/\/$/, '')),
  /** Where email goes: the website sends, the start scripts run a local server when unset. */
  smtpUrl: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }),
  /** A whole number of milliseconds from `min` to `max`. */
  milliseconds: (min: number, max: number) => {
    const message = `a whole number of milliseconds from ${min} to ${max}`
    return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
  },
}

export class SettingsError extends Error {
  override name = 'SettingsError'
}

/**
 * What embedded mode fills in for an unset setting: a value, or a function that finds it from the
 * same settings (the install's own secrets, read or made only when a part needs one).
 */
type EmbeddedDefault = string | ((env: SettingsSource) => string)

/**
 * Reads one group of settings from `env`, validated by `schema`. `embeddedDefaults` are the
 * values the embedded mode fills in (the install's tokens, loopback addresses); in hosted mode
 * each of them is required instead. A bad or missing value throws a SettingsError naming every
 * such setting, each once.
 */
export function readSettings<S extends z.ZodType>(
  schema: S,
  group: string,
  embeddedDefaults: Record<string, EmbeddedDefault>,
  env: SettingsSource,
): z.output<S> {
  const present = presentSettings(env)
  const problems: string[] = []
  if (productMode(present) === 'embedded') {
    for (const [name, value] of Object.entries(embeddedDefaults)) {
      present[name] ??= typeof value === 'string' ? value : value(present)
    }
  } else {
    for (const name of Object.keys(embeddedDefaults)) {
      if (present[name] === undefined) {
        problems.push(`${name}: required with a hosted project (SANITY_PROJECT_ID is set)`)
      }
    }
  }
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    const named = new Set(problems.map((problem) => problem.split(':')[0]))
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.')
      if (named.has(name)) continue
      named.add(name)
      // zod's "expected string, received undefined" says less than this.
      problems.push(`${name}: ${present[name] === undefined ? 'required' : issue.message}`)
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new SettingsError(`Invalid ${group} configuration. ${problems.join('; ')}`)
  }
  return parsed.data
}
