// A legal or help page's own words around its CMS text.
export const legal = {
  effective: 'Effective',
  onThisPage: 'On this page',
} as const
