import { Schema } from '@sanity/schema'
import { builtinTypes } from '@sanity/schema/_internal'
import { schemaTypes } from '@atl/schemas'
import type { SchemaTypeDefinition } from 'sanity'
import { fieldTranslations } from '../../studio/translations/field-translations.ts'

// The schema the Studio validates with: the content model (@atl/schemas) plus the types a plugin
// adds to it, the translations of short texts (studio/translations/field-translations.ts).
const pluginTypes = fieldTranslations.schema?.types as SchemaTypeDefinition[]

/** The Studio's schema, compiled as @sanity/validation needs it. */
export const compileStudioSchema = (name: string) =>
  Schema.compile({ name, types: [...builtinTypes, ...schemaTypes, ...pluginTypes] })
