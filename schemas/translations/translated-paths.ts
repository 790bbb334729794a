import { TRANSLATIONS_SUFFIX } from './field-translations.ts'

// Where a document type's translated texts are, read off its schema: a text is translated where
// its field has a sibling `<field>Translations` (field-translations.ts), at any depth (a page's
// sections, the items of an array such as the footer's links).

/** The part of a schema definition the walk reads. */
export interface SchemaPart {
  name?: string
  type: string
  fields?: readonly SchemaPart[]
  of?: readonly SchemaPart[]
}

/**
 * The paths of the English fields with translations, in `fields` and every object and array of
 * objects below them: `hero.heading`, `why.reasons[].title`. `named` finds the fields of an
 * object type used by name (`sectionIntro`).
 */
export function translatedPaths(
  fields: readonly SchemaPart[],
  named: (type: string) => readonly SchemaPart[] | undefined,
  prefix = '',
): string[] {
  const fieldsOf = (part: SchemaPart) => part.fields ?? named(part.type) ?? []
  return fields.flatMap((field) => {
    const name = field.name ?? ''
    if (name.endsWith(TRANSLATIONS_SUFFIX))
      return [`${prefix}${name.slice(0, -TRANSLATIONS_SUFFIX.length)}`]
    if (field.type === 'array')
      return (field.of ?? []).flatMap((item) =>
        translatedPaths(fieldsOf(item), named, `${prefix}${name}[].`),
      )
    return translatedPaths(fieldsOf(field), named, `${prefix}${name}.`)
  })
}
