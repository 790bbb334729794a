// Where the values of a GROQ expression can come from, as an over-approximation: every stored
// value an expression's result contains is described by at least one of its origins. The source
// map analysis (analysis.ts) uses this to find every stored value a query *inspects*.

/** The document types a value may come from; `null`: any type. */
export type Types = readonly string[] | null

/** Stands for any array index (or key) in a field path. */
export const ANY_ITEM = '*'

type Origin =
  /** An array of whole documents (`*`, filtered or not). */
  | { kind: 'documents'; types: Types }
  /** The value at `path` inside documents of `types`; `[]` is the whole document. */
  | { kind: 'field'; types: Types; path: readonly string[] }
  /** A value stored under a key `name`, at any depth of any document. */
  | { kind: 'named'; name: string }
  /** An object or array the query builds; it contains only values from `parts`. */
  | { kind: 'built'; parts: Flow }
  /** Could be anything in the dataset. */
  | { kind: 'unknown' }

export type Flow = readonly Origin[]

export const UNKNOWN: Flow = [{ kind: 'unknown' }]

export function union(...flows: Flow[]): Flow {
  const seen = new Set<string>()
  const out: Origin[] = []
  for (const origin of flows.flat()) {
    const key = JSON.stringify(origin)
    if (!seen.has(key)) {
      seen.add(key)
      out.push(origin)
    }
  }
  return out
}

/** The items of an array with this flow (`base[]`, `base[0]`, the `@` of `base[...]`). */
export function itemsOf(flow: Flow): Flow {
  return union(
    ...flow.map((origin): Flow => {
      switch (origin.kind) {
        case 'documents':
          return [{ kind: 'field', types: origin.types, path: [] }]
        case 'field':
          return [{ ...origin, path: [...origin.path, ANY_ITEM] }]
        case 'built':
          // A built array holds its parts, or (`[...a]`, FlatMap) the items of its parts.
          return union(origin.parts, itemsOf(origin.parts))
        default:
          return [origin]
      }
    }),
  )
}

/**
 * `base.name`. Inside a document the path simply grows. Anything else (a built object, a value
 * of unknown origin) holds under `name` either a stored value under a key `name`, or a value the
 * query put there itself, which the analysis follows through its object attributes by name.
 */
export function attributeOf(flow: Flow, name: string): Flow {
  return union(
    ...flow.map((origin): Flow =>
      origin.kind === 'field'
        ? [{ ...origin, path: [...origin.path, name] }]
        : [{ kind: 'named', name }],
    ),
  )
}

/** Documents narrowed by a filter whose condition implies `_type` is one of `types`. */
export function withTypes(flow: Flow, types: Types): Flow {
  if (!types) return flow
  return flow.map((origin) =>
    origin.kind === 'documents'
      ? { kind: 'documents', types: origin.types?.filter((t) => types.includes(t)) ?? types }
      : origin,
  )
}

/** The stored values a query inspects; none of them may be marked. */
export interface Exclusions {
  fields: Array<{ types: Types; path: readonly string[] }>
  names: Set<string>
}

/** Records that the values of `flow` are inspected; false when they could be anything. */
export function exclude(flow: Flow, into: Exclusions): boolean {
  const addField = (types: Types, path: readonly string[]) => {
    const key = JSON.stringify([types, path])
    if (!into.fields.some((field) => JSON.stringify([field.types, field.path]) === key))
      into.fields.push({ types, path })
  }
  for (const origin of flow) {
    if (origin.kind === 'unknown') return false
    if (origin.kind === 'documents') addField(origin.types, [])
    if (origin.kind === 'field') addField(origin.types, origin.path)
    if (origin.kind === 'named') into.names.add(origin.name)
    if (origin.kind === 'built' && !exclude(origin.parts, into)) return false
  }
  return true
}

/** A stable key for caching what was marked under these exclusions. */
export function exclusionsKey(exclusions: Exclusions): string {
  const fields = exclusions.fields.map((f) => JSON.stringify([f.types, f.path]))
  return JSON.stringify([fields.sort(), [...exclusions.names].sort()])
}
