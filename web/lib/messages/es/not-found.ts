import type { CatalogueShape } from '../catalogue'
import type { notFoundPage as en } from '../en/not-found'

export const notFoundPage: CatalogueShape<typeof en> = {
  title: '¡Uy! No encontramos esta página',
  text: 'La página que busca no existe o cambió de dirección.',
  home: 'Volver al inicio',
}
