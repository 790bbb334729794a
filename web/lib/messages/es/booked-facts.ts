import type { CatalogueShape } from '../catalogue'
import type { bookedFacts as en } from '../en/booked-facts'

export const bookedFacts: CatalogueShape<typeof en> = {
  days: { one: '{count} día', other: '{count} días' },
  namedDuration: '{name} ({days})',
  perMonth: '/mes',
  total: '{total} por {days}',
  discountedTotal: '{total} por {days}, con {percent}% de descuento',
  yourImage: 'Su imagen, de {size} píxeles',
  designedByTeam: 'Nuestro equipo lo diseña a partir de su descripción',
}
