import type { CatalogueShape } from '../catalogue'
import type { campaignEmails as en } from '../en/campaign-emails'

export const campaignEmails: CatalogueShape<typeof en> = {
  buttons: {
    viewCampaign: 'Ver su campaña',
    submitCorrected: 'Enviar un anuncio corregido',
    updateAd: 'Actualizar su anuncio',
    resumeCampaign: 'Reanudar su campaña',
    openCampaignPage: 'Abrir la página de su campaña',
  },
  highlights: {
    goesLive: 'Se publica el',
    runsThrough: 'Activa hasta el',
    whatToChange: 'Qué cambiar',
    newStartDate: 'Nueva fecha de inicio',
  },
  footer: 'Recibe este correo porque creó un anuncio en {productName}.',
  openAddress: 'O abra esta dirección:',
  bannerAlt: 'Su banner para {adName}',
  theAd: 'el anuncio',
  bannerFullSize: 'Abrir el banner en tamaño completo ({width} × {height} píxeles)',
}
