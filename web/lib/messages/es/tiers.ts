import type { CatalogueShape } from '../catalogue'
import type { tiers as en } from '../en/tiers'

export const tiers: CatalogueShape<typeof en> = {
  perMonth: '{price} al mes',
  impressionsMonthly: '{count} impresiones al mes',
}
