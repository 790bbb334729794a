import 'server-only'
import { createDataAttribute } from 'next-sanity'
import { draftMode } from 'next/headers'
import { sanityEnv } from './env'

export type EditAttribute = (id: string, path: string) => string | undefined

/**
 * Click-to-edit for values stega cannot carry (numbers such as prices): a `data-sanity`
 * attribute naming the document and field, for the Presentation tool's overlays. Outside draft
 * mode it gives nothing, so published pages carry no editing data.
 */
export async function editAttributeFor(type: string): Promise<EditAttribute> {
  if (!(await draftMode()).isEnabled) return () => undefined
  return (id, path) =>
    createDataAttribute({ baseUrl: sanityEnv.studioUrl, id, type, path }).toString()
}
