// Reads the Content Source Map off a query's marked result (marked-view.ts), next to its real
// result. A value is mapped only when it is exactly one stored value: its marked twin is that
// value followed by its one marker, and the real result holds that same value at the same place.
// If the marked result, markers removed, differs anywhere from the real one, the two runs did not
// take the same steps, and nothing is mapped at all.
import { isJsonObject } from '../shared/json.ts'
import type { SanityDocument } from '../store/types.ts'
import { formatResultPath, formatSourcePath, type ResultSegment } from './json-path.ts'
import type { MarkEntry } from './marked-view.ts'
import { readMarker, stripMarkers } from './markers.ts'

/** Sanity's Content Source Map (as @sanity/client's ContentSourceMap types it). */
export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<string, ValueMapping>
}

interface ValueMapping {
  type: 'value'
  source: { type: 'documentValue'; document: number; path: number }
}

export const emptySourceMap = (): ContentSourceMap => ({ documents: [], paths: [], mappings: {} })

export interface MappingOptions {
  entries: readonly MarkEntry[]
  /** `_key` selectors for keyed array items (`resultSourceMap=withKeyArraySelector`). */
  keyed: boolean
  /** The id the Studio edits a value under (the draft's or release version's own id). */
  sourceId: (doc: SanityDocument) => string
}

export function collectMappings(
  result: unknown,
  marked: unknown,
  options: MappingOptions,
): ContentSourceMap | undefined {
  const map = emptySourceMap()
  const documents = new Map<SanityDocument, number>()
  const paths = new Map<string, number>()

  const add = (resultPath: ResultSegment[], entry: MarkEntry) => {
    let document = documents.get(entry.doc)
    if (document === undefined) {
      document =
        map.documents.push({ _id: options.sourceId(entry.doc), _type: entry.doc._type }) - 1
      documents.set(entry.doc, document)
    }
    const sourcePath = formatSourcePath(entry.path, options.keyed)
    let path = paths.get(sourcePath)
    if (path === undefined) {
      path = map.paths.push(sourcePath) - 1
      paths.set(sourcePath, path)
    }
    map.mappings[formatResultPath(resultPath)] = {
      type: 'value',
      source: { type: 'documentValue', document, path },
    }
  }

  const leaf = (real: unknown, value: string, path: ResultSegment[]): boolean => {
    const read = readMarker(value)
    const entry = read && options.entries[read.id]
    if (read && entry && real === entry.value) {
      // A string keeps its text before the marker; a number or boolean became a bare marker.
      const text = typeof entry.value === 'string' ? entry.value : ''
      if (read.text === text) {
        add(path, entry)
        return true
      }
    }
    return stripMarkers(value) === real
  }

  const walk = (real: unknown, value: unknown, path: ResultSegment[]): boolean => {
    if (typeof value === 'string') return leaf(real, value, path)
    if (Array.isArray(value)) {
      return (
        Array.isArray(real) &&
        real.length === value.length &&
        value.every((item, i) => walk(real[i], item, [...path, i]))
      )
    }
    if (isJsonObject(value)) {
      if (!isJsonObject(real)) return false
      const keys = Object.keys(value)
      if (keys.length !== Object.keys(real).length) return false
      return keys.every(
        (key) => Object.hasOwn(real, key) && walk(real[key], value[key], [...path, key]),
      )
    }
    return value === real
  }

  return walk(result, marked, []) ? map : undefined
}
