import type { CatalogueShape } from '../catalogue'
import type { pageWords as en } from '../en/page-words'

export const pageWords: CatalogueShape<typeof en> = {
  preferEmail: '¿Prefieres escribirnos por correo?',
  starsOutOf5: '{rating} de 5 estrellas',
  newJob: 'Nuevo',
  viewDetails: 'Ver detalles',
  hideDetails: 'Ocultar detalles',
  employmentTypes: {
    'Full-time': 'Tiempo completo',
    'Part-time': 'Medio tiempo',
    Contract: 'Por contrato',
    Internship: 'Prácticas',
  },
  brandAssets: 'Recursos de marca',
  brandGradient: 'Degradado de marca de {colors}',
  gradientJoin: ' a ',
  downloadLogo: 'Descargar logotipo',
  founded: 'Fundada en {year}',
  keyFacts: 'Datos clave',
}
