// The contact forms' server checks answer in the language of the form's page: the English
// messages as specified, the Spanish ones from the catalogue, for the same mistakes.
import { describe, expect, it } from 'vitest'
import { firstErrorPerField } from '../../../web/lib/ad-request/schema.ts'
import { en } from '../../../web/lib/messages/en/index.ts'
import { es } from '../../../web/lib/messages/es/index.ts'
import { contactMessageSchema } from '../../../web/lib/submissions/contact-schema.ts'

const mistakes = {
  form: 'home',
  name: '',
  email: 'maya-at-example',
  company: 'x'.repeat(101),
  message: '   ',
}

const errorsIn = (messages: Parameters<typeof contactMessageSchema>[0]) => {
  const parsed = contactMessageSchema(messages).safeParse(mistakes)
  if (parsed.success) throw new Error('the mistakes were accepted')
  return firstErrorPerField(parsed.error)
}

describe('a contact message with mistakes', () => {
  it('is told in English on an English page, as specified', () => {
    expect(errorsIn(en)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address, like name@example.com',
      company: 'Company must be 100 characters or fewer',
      message: 'Message is required',
    })
  })

  it('is told in Spanish on a Spanish page', () => {
    expect(errorsIn(es)).toEqual({
      name: 'Escriba su nombre',
      email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com',
      company: 'Empresa: use como máximo 100 caracteres',
      message: 'Escriba su mensaje',
    })
  })

  it('a well-formed message passes in either language, its language not part of it', () => {
    const message = {
      form: 'advertise',
      name: 'Ana Lee',
      email: 'ana@example.com',
      message: 'Hola',
    }
    for (const messages of [en, es])
      expect(contactMessageSchema(messages).parse({ ...message, language: 'es' })).toMatchObject(
        message,
      )
  })
})
