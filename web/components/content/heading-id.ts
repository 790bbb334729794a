/**
 * A stable anchor for a section heading: "6. Children's Privacy" -> "6-childrens-privacy",
 * "Información que recopilamos" -> "informacion-que-recopilamos" (accents dropped, not the letter).
 */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
