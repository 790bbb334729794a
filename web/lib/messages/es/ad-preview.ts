import type { CatalogueShape } from '../catalogue'
import type { adPreview as en } from '../en/ad-preview'

export const adPreview: CatalogueShape<typeof en> = {
  sponsored: 'Patrocinado',
  preview: 'Vista previa',
  htmlTitle: 'Vista previa del anuncio HTML',
  headline: 'Su titular',
  bodyText: 'El texto de su anuncio',
  banner: 'Su banner',
  adName: 'El nombre de su anuncio',
  description: 'La descripción de su anuncio',
  host: 'sunegocio.com',
  pixels: '{size} píxeles',
}
