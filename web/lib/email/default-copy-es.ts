import type { CampaignEmailCopy } from './default-copy'

// The Spanish emails' words when the CMS has none (the campaignEmails document's `spanish`
// fields are empty): written for Atlanta's Latino business owners, addressed as "usted".

export const DEFAULT_EMAIL_COPY_ES: CampaignEmailCopy = {
  productName: 'Vybe',
  greeting: 'Hola',
  signOff: 'El equipo de anuncios de Vybe',
  reviewPromise: 'Nuestro equipo revisa cada anuncio en un plazo de 24 horas.',
  whatHappensNext:
    'Una vez aprobado, su anuncio se publica en la fecha de inicio, frente a las personas de Atlanta que planean su próxima salida. Desde la página de su campaña puede pausarla, cambiar la fecha de inicio o actualizar su anuncio cuando quiera. ¿Tiene preguntas? Simplemente responda a este correo.',
  messages: {
    submitted: {
      subject: 'Recibimos su anuncio de Vybe: ya lo estamos revisando',
      intro:
        '¡Gracias por anunciarse con Vybe! Recibimos su anuncio y ya está en revisión. Aquí tiene todo lo que reservó.',
    },
    approved: {
      subject: 'Su anuncio fue aprobado',
      intro:
        'Buenas noticias: su anuncio pasó la revisión y está listo. Se publica en su fecha de inicio, justo donde Atlanta planea sus salidas.',
    },
    rejected: {
      subject: 'Su anuncio necesita algunos cambios',
      intro:
        'Gracias por su paciencia. No pudimos aprobar su anuncio tal como se envió, pero normalmente se corrige rápido. Esto es lo que anotó nuestro equipo:',
    },
    changesRequested: {
      subject: 'Un pequeño cambio antes de publicar su anuncio',
      intro:
        '¡Gracias por su anuncio! Antes de aprobarlo, nuestro equipo le pide un pequeño cambio. Actualice su banner o su texto en la página de su campaña y volverá directamente a revisión. Esto es lo que anotamos:',
    },
    paused: {
      subject: 'Su campaña está en pausa',
      intro:
        'Su campaña está en pausa: su anuncio no se muestra hasta que la reanude. Puede reanudarla cuando quiera desde la página de su campaña.',
    },
    resumed: {
      subject: 'Su campaña está activa de nuevo',
      intro:
        'Su campaña ya no está en pausa. Su anuncio se muestra en sus fechas, frente al público nocturno de Atlanta.',
    },
    startDateChanged: {
      subject: 'Su fecha de inicio cambió',
      intro: 'Su campaña tiene una nueva fecha de inicio:',
    },
    contentChanged: {
      subject: 'Su anuncio actualizado está en revisión',
      intro:
        '¡Gracias por actualizar su anuncio! La nueva versión está de nuevo en revisión, y le avisaremos en cuanto esté aprobada.',
    },
    bannerReplaced: {
      subject: 'Su nuevo banner está en revisión',
      intro:
        '¡Gracias por el nuevo banner! Está de nuevo en revisión, y le avisaremos en cuanto esté aprobado.',
    },
    cancelled: {
      subject: 'Su campaña está cancelada',
      intro:
        'Cancelamos su campaña como lo pidió, y su anuncio no se publicará. Nos encantaría tenerle de vuelta para su próxima gran noche.',
    },
    linkResent: {
      subject: 'El nuevo enlace de su campaña',
      intro:
        'Aquí tiene un nuevo enlace a la página de su campaña. Por su seguridad, los enlaces anteriores ya no funcionan.',
    },
  },
}
