import type { CatalogueShape } from '../catalogue'
import type { contactForm as en } from '../en/contact-form'

export const contactForm: CatalogueShape<typeof en> = {
  label: 'Escríbanos',
  fields: { name: 'Nombre', email: 'Correo electrónico', company: 'Empresa', message: 'Mensaje' },
  optional: '(opcional)',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  sent: '¡Gracias! Recibimos su mensaje y le responderemos pronto.',
  required: {
    name: 'Escriba su nombre',
    email: 'Escriba su correo electrónico',
    message: 'Escriba su mensaje',
  },
}
