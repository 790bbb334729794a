import type { CatalogueShape } from '../catalogue'
import type { bannerUpload as en } from '../en/banner-upload'

export const bannerUpload: CatalogueShape<typeof en> = {
  empty: 'El archivo está vacío. Elija la imagen de su banner, por favor.',
  tooManyBytes: 'La imagen pesa más de {maxSize}. Expórtela en un tamaño menor, por favor.',
  notAnImage: 'Este archivo no es una imagen PNG, JPEG ni WebP. Suba una de esas, por favor.',
  unreadable: 'No pudimos leer esta imagen; puede estar dañada. Expórtela de nuevo, por favor.',
  noSizes: 'Ahora no se pueden subir banners. Describa su banner en su lugar.',
  tooSmall: 'La imagen mide {size} píxeles; los banners miden al menos {min}.',
  tooLarge: 'La imagen mide {size} píxeles; los banners miden como máximo {max}.',
}
