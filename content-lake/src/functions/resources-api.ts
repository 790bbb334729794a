// `context.resources`: the Blueprint's resources by name, across types or per type, as Sanity
// hands them to a function (the lake knows the local Blueprint only, not a deployed Stack).
import type { BlueprintResource, ResourcesApi } from '@sanity/functions'

/** The per-type lookup a resource answers to: `sanity.function.*` -> function, `...cors` -> cors. */
function kindOf(type: string): string {
  return type.startsWith('sanity.function.') ? 'function' : (type.split('.').at(-1) ?? type)
}

export function resourcesApi(resources: BlueprintResource[]): ResourcesApi {
  const find = (name: string, kind?: string) =>
    resources.find((r) => r.name === name && (!kind || kindOf(r.type) === kind))
  const api = (name: string) => find(name)
  return Object.assign(api, {
    all: () => [...resources],
    [Symbol.iterator]: () => resources[Symbol.iterator](),
    cors: (name: string) => find(name, 'cors'),
    dataset: (name: string) => find(name, 'dataset'),
    function: (name: string) => {
      const found = find(name, 'function')
      return found && isFunction(found) ? found : undefined
    },
    project: (name: string) => find(name, 'project'),
    role: (name: string) => find(name, 'role'),
    webhook: (name: string) => find(name, 'webhook'),
  })
}

function isFunction(
  resource: BlueprintResource,
): resource is BlueprintResource<`sanity.function.${string}`> {
  return resource.type.startsWith('sanity.function.')
}
