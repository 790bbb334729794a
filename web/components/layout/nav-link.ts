/** A CMS link; `labelLang` is the language its label is in (English while untranslated). */
export interface NavLink {
  _key: string
  label: string
  labelLang: string
  href: string
}
