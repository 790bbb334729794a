export interface NavLink {
  _key: string
  label: string
  href: string
}
