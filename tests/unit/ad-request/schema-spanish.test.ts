// The wizard's rules on a Spanish page (issue #33): the same schema, with the Spanish
// catalogue's messages; English stays the default for every caller that passes none.
import { describe, expect, it } from 'vitest'
import { checkChoices } from '../../../web/lib/ad-request/options.ts'
import {
  adRequestSchema,
  firstErrorPerField,
  stepSchema,
  type AdRequestFormValues,
} from '../../../web/lib/ad-request/schema.ts'
import { messagesFor } from '../../../web/lib/messages/catalogue.ts'
import { seedOptions, TODAY, validBanner } from './fixtures.ts'

const spanish = messagesFor('es').validation

const stepErrors = (step: 1 | 3 | 4, values: Partial<AdRequestFormValues>) => {
  const result = stepSchema(step, 'banner', TODAY, spanish).safeParse({ ...validBanner, ...values })
  return result.success ? {} : firstErrorPerField(result.error)
}

describe('the schema with the Spanish messages', () => {
  it('says what a required field needs in Spanish', () => {
    expect(stepErrors(1, { businessName: '', email: 'nope', phone: '12' })).toEqual({
      businessName: 'Escriba el nombre de su negocio',
      email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com',
      phone: 'Escriba un número de teléfono válido, como (404) 555-0123',
    })
  })

  it('names the field and its limit in the length and character messages', () => {
    expect(stepErrors(3, { adName: 'x'.repeat(101), targetUrl: 'ftp://example.com' })).toEqual({
      adName: 'Nombre del anuncio: use como máximo 100 caracteres',
      targetUrl: 'Escriba la dirección completa de su sitio web, empezando con https://',
    })
    expect(stepErrors(1, { contactName: '\u0000' })).toEqual({
      contactName:
        'Nombre de contacto: hay caracteres que no son texto; vuelva a escribirlo, por favor',
    })
  })

  it('words the start date rules in Spanish, with the number of days filled in', () => {
    expect(stepErrors(4, { startDate: '2020-01-01' })).toEqual({
      startDate: 'La fecha de inicio no puede ser en el pasado',
    })
    expect(stepErrors(4, { startDate: '2099-01-01' })).toEqual({
      startDate: 'La fecha de inicio debe estar dentro de los próximos 365 días',
    })
  })

  it('refuses a request in Spanish, including an ad type it does not offer', () => {
    const body = { ...validBanner, adType: 'video', idempotencyKey: 'not-a-key' }
    const result = adRequestSchema(TODAY, spanish).safeParse(body)
    expect(result.success ? {} : firstErrorPerField(result.error)).toEqual({
      adType: 'Elija un tipo de anuncio',
    })
  })

  it('re-checks the CMS choices in Spanish', () => {
    const stale = checkChoices(
      seedOptions,
      { duration: 45, targetAudience: 'mars' },
      ['duration', 'targetAudience'],
      spanish,
    )
    expect(stale).toEqual({
      duration: 'Ya no ofrecemos esta duración de campaña. Elija otra, por favor',
      targetAudience: 'Ya no ofrecemos este público. Elija otro, por favor',
    })
  })
})

describe("the request's language", () => {
  const body = { ...validBanner, idempotencyKey: '3b2d7a8e-3f0c-4c8e-9a51-0c3f4f1f2a10' }

  it('is English when the request names none, and kept when it names one we speak', () => {
    expect(adRequestSchema(TODAY).parse(body).language).toBe('en')
    expect(adRequestSchema(TODAY).parse({ ...body, language: 'es' }).language).toBe('es')
  })

  it.each([['fr'], ['ES'], [42]])('refuses %j with a clear message', (language) => {
    const result = adRequestSchema(TODAY).safeParse({ ...body, language })
    expect(result.success ? {} : firstErrorPerField(result.error)).toEqual({
      language: 'The language must be "en" (English) or "es" (Spanish)',
    })
  })
})
