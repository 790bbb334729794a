/** A stable anchor for a section heading: "6. Children's Privacy" -> "6-childrens-privacy". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
