import type { CatalogueShape } from '../catalogue'
import type { campaignPage as en } from '../en/campaign-page'

export const campaignPage: CatalogueShape<typeof en> = {
  title: 'Su campaña',
  reference: 'Campaña {reference}',
  yourAd: 'Su anuncio',
  detailsHeading: 'Detalles de la campaña',
  timelineHeading: 'Historial',

  status: {
    label: 'Estado: ',
    titles: {
      inReview: 'En revisión',
      changesRequested: 'Cambios solicitados',
      approved: 'Aprobada',
      rejected: 'No aprobada',
      paused: 'En pausa',
      live: 'Activa',
      ended: 'Finalizada',
      cancelled: 'Cancelada',
    },
    meanings: {
      inReview:
        '{reviewPromise} Le avisaremos por correo electrónico cuando tengamos una decisión.',
      changesRequested:
        'Nuestro equipo le pide un cambio antes de aprobar su anuncio. Reemplace el banner o edite el texto aquí abajo, y su anuncio vuelve directamente a revisión.',
      approvedOn: 'Se publica el {start}.',
      approved: 'Su anuncio está aprobado.',
      liveThrough: 'Su anuncio se está mostrando ahora, hasta el {end}.',
      live: 'Su anuncio se está mostrando ahora.',
      pausedUntil:
        'Su anuncio no se muestra hasta que reanude la campaña. La campaña termina el {end}.',
      paused: 'Su anuncio no se muestra hasta que reanude la campaña.',
      endedThrough: 'Su campaña estuvo activa hasta el {end}.',
      ended: 'Su campaña ha finalizado.',
      cancelled: 'Esta campaña está cancelada y no se publicará.',
      rejected: 'No pudimos aprobar este anuncio.',
    },
    whatToChange: 'Qué cambiar:',
    reason: 'Motivo:',
    resubmit: 'Enviar una solicitud corregida',
  },

  actions: {
    heading: 'Lo que puede hacer',
    noLongerPossible: 'Esta campaña ya no se puede cambiar de esa manera.',
    nothingToChange: 'Por ahora no hay nada que cambiar en esta campaña.',
    done: '{done} Le enviamos una confirmación por correo electrónico.',
    pause: {
      offer: 'Pausar la campaña',
      question: '¿Desea pausar esta campaña?',
      confirm: 'Pausar la campaña',
      keep: 'Mantenerla activa',
      done: 'Su campaña está en pausa.',
    },
    resume: {
      offer: 'Reanudar la campaña',
      question: '¿Desea reanudar esta campaña?',
      confirm: 'Reanudar la campaña',
      keep: 'Mantenerla en pausa',
      done: 'Su campaña se ha reanudado.',
    },
    changeStartDate: {
      offer: 'Cambiar la fecha de inicio',
      question: '¿Desea cambiar la fecha de inicio?',
      confirm: 'Cambiar la fecha de inicio',
      keep: 'Mantener la fecha actual',
      done: 'Su fecha de inicio ha cambiado.',
    },
    changeContent: {
      offer: 'Cambiar el contenido del anuncio',
      question: '¿Desea cambiar su anuncio?',
      confirm: 'Enviar a revisión',
      keep: 'Mantener el anuncio actual',
      done: 'El nuevo contenido de su anuncio está en revisión.',
    },
    replaceBanner: {
      offer: 'Reemplazar la imagen del banner',
      question: '¿Desea reemplazar la imagen de su banner?',
      confirm: 'Subir y enviar a revisión',
      keep: 'Mantener el banner actual',
      done: 'Su nuevo banner está en revisión.',
    },
    cancel: {
      offer: 'Cancelar la campaña',
      question: '¿Desea cancelar esta campaña?',
      confirm: 'Cancelar la campaña',
      keep: 'Conservar mi campaña',
      done: 'Su campaña está cancelada.',
    },
  },

  consequences: {
    pauseEnds:
      'Su anuncio deja de mostrarse hasta que reanude la campaña. Los días en pausa cuentan igual: la campaña termina el {end}.',
    pause: 'Su anuncio deja de mostrarse hasta que reanude la campaña.',
    resumeEnds: 'Su campaña vuelve a publicarse según lo reservado y termina el {end}.',
    resume: 'Su campaña vuelve a publicarse según lo reservado.',
    changeStartDate: 'Su campaña dura {duration} a partir de la nueva fecha.',
    changeStartDateFrom:
      'Su campaña dura {duration} a partir de la nueva fecha; ahora comienza el {start}.',
    sameDuration: 'el mismo número de días',
    changeContent:
      'El contenido modificado vuelve a revisión, y su anuncio no se publica hasta que lo aprobemos.',
    replaceBanner:
      'La nueva imagen vuelve a revisión, y su anuncio no se publica hasta que la aprobemos.',
    cancel: 'Su anuncio no se publicará. Esta acción no se puede deshacer.',
  },

  fields: {
    newStartDate: 'Nueva fecha de inicio',
    newBanner: 'Nueva imagen del banner',
    bannerSizes: 'Tamaños de banner: {sizes}',
  },

  details: {
    runs: 'Del {start} al {end}',
    runsFrom: 'A partir del {start}',
  },

  timeline: {
    empty: 'Todavía no ha pasado nada.',
    update: 'Actualización',
    you: 'Usted',
    team: 'Equipo de {productName}',
    events: {
      submitted: 'Enviada',
      approved: 'Aprobada',
      rejected: 'No aprobada',
      changesRequested: 'Cambios solicitados',
      paused: 'En pausa',
      resumed: 'Reanudada',
      startDateChanged: 'Fecha de inicio cambiada',
      contentChanged: 'Contenido del anuncio cambiado, de nuevo en revisión',
      bannerReplaced: 'Banner reemplazado, de nuevo en revisión',
      cancelled: 'Cancelada',
      linkResent: 'Enlace de la campaña revocado y enviado de nuevo',
    },
  },
}
