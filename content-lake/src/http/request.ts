// What a route handler is given (RequestContext) and how it reads a request: its body with a
// limit, JSON parsed by a schema, query-string fields and GROQ parameters.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ZodType } from 'zod'
import { badRequest, httpError } from '../shared/errors.ts'
import type { Access } from '../auth/access.ts'
import type { Lake } from '../lake/lake.ts'
import type { SessionStore } from '../auth/sessions.ts'

export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** Path without the `/v<version>` prefix, e.g. `/data/query/production`. */
  path: string
  /** `2025-02-19`, `X`, `1`; empty when the path had no version. */
  apiVersion: string
  access: Access
  lake: Lake
  sessions: SessionStore
  /** The lake's own base URL as the caller reached it (for asset URLs, sign-in redirects). */
  origin: string
}

const MAX_JSON_BODY = 50 * 1024 * 1024

export async function readBody(req: IncomingMessage, limit = MAX_JSON_BODY): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  // Node types a request's chunks as `any`; with no encoding set they are Buffers.
  for await (const chunk of req) {
    if (!Buffer.isBuffer(chunk)) throw new TypeError('A request body read as text, not bytes')
    size += chunk.length
    if (size > limit) throw httpError(413, 'Payload Too Large', `Request body over ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The JSON body; undefined when it is empty. */
export async function readJsonValue(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8')
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
}

/** The JSON body parsed by `schema` (an empty body is `{}`). */
export async function readJson<T>(req: IncomingMessage, schema: ZodType<T>): Promise<T> {
  const value = await readJsonValue(req)
  return parseRequest(schema, value === undefined ? {} : value)
}

/** Query-string (or form) fields parsed by `schema`; of a name given twice the first counts, as
 *  `URLSearchParams.get` reads it. */
export function readParams<T>(params: URLSearchParams, schema: ZodType<T>): T {
  return parseRequest(schema, Object.fromEntries([...params].reverse()))
}

/** `value` parsed by `schema`, or a 400 with the message of its first problem (the schemas name
 *  the field in their messages). */
function parseRequest<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request')
}

/** `$name=<json>` query-string parameters, as @sanity/client encodes them. */
export function queryStringParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`Invalid JSON in parameter ${key}`)
    }
  }
  return params
}
