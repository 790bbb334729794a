import type { SanityDocument } from '@sanity/types'
import type { ValidationClient } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import { from } from 'rxjs'

/**
 * The client our custom rules (one default, unique values) query the dataset through, answering
 * from `documents` with groq-js, the engine the local lake runs. Every query sees them all, as
 * the rules' `raw` perspective does.
 */
export function groqValidationClient(documents: SanityDocument[]): ValidationClient {
  const query = async (groq: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(groq, { params }), { dataset: documents, params })).get()
  const client: ValidationClient = {
    fetch: query as ValidationClient['fetch'],
    getDataUrl: (operation: string) => `/data/${operation}/test`,
    observable: {
      fetch: ((groq: string, params?: Record<string, unknown>) =>
        from(query(groq, params))) as ValidationClient['observable']['fetch'],
      request: (() => {
        throw new Error('This client only answers GROQ queries')
      }) as ValidationClient['observable']['request'],
    },
    withConfig: () => client,
  }
  return client
}
