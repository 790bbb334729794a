import type { CatalogueShape } from '../catalogue'
import type { answers as en } from '../en/answers'

export const answers: CatalogueShape<typeof en> = {
  invalid: 'Revise los campos marcados e inténtelo de nuevo.',
  conflict:
    'Ya recibimos este envío con otros datos. Vuelva a cargar la página y envíelo de nuevo, por favor.',
  unavailable: 'No pudimos guardar su solicitud en este momento. Inténtelo de nuevo en un rato.',
  timedOut:
    'No pudimos confirmar a tiempo que su solicitud se guardó. Envíela de nuevo en un momento: no se guardará dos veces.',
  rateLimited:
    'Hay demasiados envíos desde su conexión. Espere unos minutos e inténtelo de nuevo, por favor.',
  foreignOrigin: 'No aceptamos solicitudes enviadas desde otros sitios.',
  tooLarge: 'El envío es demasiado grande. Acorte los campos más largos e inténtelo de nuevo.',
  unsupportedMediaType: 'El envío debe llegar en formato JSON.',
  badJson: 'No pudimos leer el envío. Inténtelo de nuevo, por favor.',
  adRequestSubmitted: 'Su campaña de anuncio se envió con éxito',
}
