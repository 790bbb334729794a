import type { CatalogueShape } from '../catalogue'
import type { campaignActions as en } from '../en/campaign-actions'

export const campaignActions: CatalogueShape<typeof en> = {
  notFound: 'No encontramos esta campaña',
  checkFields: 'Por favor, revise los campos marcados.',
  sameStartDate: 'Elija una fecha distinta de la fecha de inicio actual',
  sameBanner: 'Este es el banner que ya tiene. Por favor, elija otra imagen.',
  noBannerFile: 'Por favor, elija la nueva imagen de su banner.',
  bannerUnavailable:
    'No pudimos guardar su banner en este momento. Por favor, inténtelo de nuevo en un momento.',
  rateLimited:
    'Se han hecho demasiados cambios a esta campaña en poco tiempo. Por favor, espere unos minutos e inténtelo de nuevo.',
  uploadsRateLimited:
    'Se han subido demasiadas imágenes desde su conexión. Por favor, espere unos minutos e inténtelo de nuevo.',
  conflict:
    'Su campaña cambió mientras la estaba viendo. Por favor, revísela e inténtelo de nuevo.',
  notAllowed: '{reason} Vuelva a cargar la página para ver lo que puede hacer ahora.',
  notAllowedReasons: {
    pause: 'Solo se puede pausar una campaña aprobada o activa.',
    resume: 'Solo se puede reanudar una campaña en pausa.',
    changeStartDate: 'La fecha de inicio solo se puede cambiar antes de que empiece la campaña.',
    changeContent: 'El anuncio ya no se puede cambiar: la campaña terminó o fue detenida.',
    replaceBanner: 'El banner solo se puede reemplazar antes de que la campaña se publique.',
    cancel: 'Una campaña solo se puede cancelar antes de que se publique.',
  },
  problems: {
    foreignOrigin: 'No se aceptan solicitudes de otros sitios.',
    unsupportedMediaType: 'Envíe la acción como formulario o como JSON.',
    tooLarge: 'Lo que envió es demasiado largo. Por favor, acórtelo e inténtelo de nuevo.',
    badBody: 'No pudimos leer su solicitud. Por favor, inténtelo de nuevo.',
    unknownAction: 'Elija qué desea hacer con su campaña.',
  },
}
