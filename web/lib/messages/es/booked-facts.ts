import type { CatalogueShape } from '../catalogue'
import type { bookedFacts as en } from '../en/booked-facts'

export const bookedFacts: CatalogueShape<typeof en> = {
  perMonth: '{price} al mes',
  days: { one: '{count} día', other: '{count} días' },
  namedDuration: '{name} ({days})',
  total: '{total} por {days}',
  // es-US writes a percentage without a space ("5%"), as Intl.NumberFormat does.
  discountedTotal: '{total} por {days}, con {percent}% de descuento',
  yourImage: 'Su imagen, de {size} píxeles',
  designedByTeam: 'Diseñado por nuestro equipo a partir de su descripción',
}
