import type { CatalogueShape } from '../catalogue'
import type { legal as en } from '../en/legal'

export const legal: CatalogueShape<typeof en> = {
  effective: 'Vigente desde el',
  onThisPage: 'En esta página',
}
