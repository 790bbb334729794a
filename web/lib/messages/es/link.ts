import type { CatalogueShape } from '../catalogue'
import type { link as en } from '../en/link'

export const link: CatalogueShape<typeof en> = {
  opensInNewTab: ' (se abre en una pestaña nueva)',
}
