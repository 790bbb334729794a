import type { CatalogueShape } from '../catalogue'
import type { layout as en } from '../en/layout'

export const layout: CatalogueShape<typeof en> = {
  skipToContent: 'Ir al contenido',
  home: 'inicio',
  mainNavigation: 'Principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  languageSwitcher: 'Idioma',
  switchTo: 'Lee esta página en español',
}
