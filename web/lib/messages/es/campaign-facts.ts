import type { CatalogueShape } from '../catalogue'
import type { campaignFacts as en } from '../en/campaign-facts'

const named = (long: string, short = long) => ({ long, short, title: long })

export const campaignFacts: CatalogueShape<typeof en> = {
  labels: {
    reference: named('Referencia'),
    status: named('Estado'),
    submittedAt: named('Enviada'),
    businessName: named('Nombre del negocio', 'Negocio'),
    contactName: named('Nombre de contacto', 'Contacto'),
    email: named('Correo electrónico', 'Correo'),
    phone: named('Teléfono'),
    adType: named('Tipo de anuncio', 'Tipo'),
    adName: named('Nombre del anuncio'),
    targetUrl: named('Sitio web (URL)', 'Sitio web'),
    description: named('Descripción del anuncio'),
    headline: named('Título'),
    bodyText: named('Texto del anuncio'),
    callToAction: named('Llamada a la acción'),
    htmlCode: named('Código HTML'),
    banner: named('Imagen del banner', 'Banner'),
    packageName: named('Paquete de anuncios', 'Paquete'),
    budget: named('Presupuesto mensual', 'Presupuesto'),
    duration: named('Duración de la campaña', 'Duración'),
    totalPrice: named('Precio total', 'Total'),
    startDate: named('Fecha de inicio'),
    lastDay: named('Último día'),
    runs: named('Fechas'),
    targetAudience: named('Público objetivo', 'Público'),
    estimatedImpressions: named('Impresiones estimadas', 'Impresiones est.'),
    estimatedClicks: named('Clics estimados', 'Clics est.'),
  },
}
