import type { CatalogueShape } from '../catalogue'
import type { errorPage as en } from '../en/error-page'

export const errorPage: CatalogueShape<typeof en> = {
  title: '¡Error inesperado en la aplicación!',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
}
