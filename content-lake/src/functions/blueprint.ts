// Reads the project's Blueprint (sanity.blueprint.ts) as `sanity blueprints deploy` does: its
// default export is a blueprint module, called for `{resources}`. The lake runs the functions it
// declares; it refuses, at start, a function type it cannot run as Sanity would.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BlueprintResource } from '@sanity/functions'
import { z } from 'zod'

const SYNC_TAG_INVALIDATE = 'sanity.function.sync-tag-invalidate'
/** Sanity's default function timeout, in seconds. */
const DEFAULT_TIMEOUT_S = 10

export interface FunctionDefinition {
  name: string
  type: typeof SYNC_TAG_INVALIDATE
  /** file: URL of the entry module. */
  entry: string
  env: Record<string, string>
  timeoutMs: number
  /** `<projectId>.<dataset>` (dataset may be `*`) when scoped; else every dataset. */
  scope: string | undefined
}

export interface LoadedBlueprint {
  functions: FunctionDefinition[]
  resources: BlueprintResource[]
}

export class BlueprintError extends Error {}

const resourceSchema = z.looseObject({ name: z.string().min(1), type: z.string().min(1) })
const blueprintSchema = z.looseObject({ resources: z.array(resourceSchema).default([]) })
const functionSchema = z.looseObject({
  src: z.string().min(1),
  env: z.record(z.string(), z.string()).default({}),
  timeout: z.number().positive().default(DEFAULT_TIMEOUT_S),
  event: z
    .looseObject({ resource: z.object({ type: z.literal('dataset'), id: z.string() }).optional() })
    .optional(),
})

export async function loadBlueprint(file: string): Promise<LoadedBlueprint> {
  if (!fs.existsSync(file)) throw new BlueprintError(`Blueprint ${file} does not exist`)
  const module: unknown = await import(pathToFileURL(file).href)
  const blueprint = typeof module === 'object' && module && 'default' in module && module.default
  if (typeof blueprint !== 'function') {
    throw new BlueprintError(`Blueprint ${file} must export a default function (defineBlueprint)`)
  }
  const parsed = blueprintSchema.safeParse(blueprint())
  if (!parsed.success) throw new BlueprintError(`Blueprint ${file}: ${parsed.error.message}`)
  const resources = parsed.data.resources.map(({ name, type }) => ({
    id: `lake.${name}`,
    name,
    type,
  }))
  const functions = parsed.data.resources
    .filter((resource) => resource.type.startsWith('sanity.function.'))
    .map((resource) => toDefinition(resource, path.dirname(file)))
  return { functions, resources }
}

/** Whether a function scoped to `scope` hears the events of this project and dataset. */
export function inScope(scope: string | undefined, projectId: string, dataset: string): boolean {
  return !scope || scope === `${projectId}.${dataset}` || scope === `${projectId}.*`
}

function toDefinition(resource: z.infer<typeof resourceSchema>, dir: string): FunctionDefinition {
  const { name, type } = resource
  if (type !== SYNC_TAG_INVALIDATE) {
    throw new BlueprintError(
      `Function "${name}" is a ${type}: the local lake runs only ${SYNC_TAG_INVALIDATE} functions`,
    )
  }
  const parsed = functionSchema.safeParse(resource)
  if (!parsed.success) throw new BlueprintError(`Function "${name}": ${parsed.error.message}`)
  const { src, env, timeout, event } = parsed.data
  return {
    name,
    type,
    entry: pathToFileURL(entryFile(path.resolve(dir, src), name)).href,
    env,
    timeoutMs: timeout * 1000,
    scope: event?.resource?.id,
  }
}

/** As Sanity's CLI finds it: the file itself, or in a folder package.json#main, index.ts, index.js. */
function entryFile(src: string, name: string): string {
  if (!fs.existsSync(src)) throw new BlueprintError(`Function "${name}": ${src} does not exist`)
  if (fs.statSync(src).isFile()) return src
  const candidates = ['index.ts', 'index.js']
  const pkg = path.join(src, 'package.json')
  if (fs.existsSync(pkg)) {
    const json: unknown = JSON.parse(fs.readFileSync(pkg, 'utf8'))
    const main = typeof json === 'object' && json && 'main' in json && json.main
    if (typeof main === 'string') candidates.unshift(main)
  }
  const found = candidates
    .map((file) => path.resolve(src, file))
    .find((file) => fs.existsSync(file))
  if (!found) throw new BlueprintError(`Function "${name}": no ${candidates.join(', ')} in ${src}`)
  return found
}
