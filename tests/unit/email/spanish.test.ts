// An advertiser who created their ad on the Spanish site reads their campaign emails in Spanish:
// subject, body, facts in es-US (dates, money) and links to the Spanish campaign page. Staff's
// own copy stays English.
import { describe, expect, it } from 'vitest'
import { DEFAULT_EMAIL_COPY, withDefaultCopy } from '../../../web/lib/email/default-copy.ts'
import { DEFAULT_EMAIL_COPY_ES } from '../../../web/lib/email/default-copy-es.ts'
import { renderCampaignEmail } from '../../../web/lib/email/render.ts'
import { campaign, now } from './fixtures.ts'

const spanishLinks = {
  campaignPage: 'https://vybe.example/es/campaigns/tok_abc123',
  studio: 'https://studio.vybe.example/intent/edit/id=adRequest.3f1c;type=adRequest',
  resubmit: 'https://vybe.example/es/create-ad?from=tok_abc123',
}

const renderSpanish = (event: 'submitted' | 'approved' | 'rejected') =>
  renderCampaignEmail({
    event,
    recipient: 'advertiser',
    detail: event === 'rejected' ? 'La imagen está borrosa.' : undefined,
    campaign: { ...campaign, language: 'es' },
    copy: withDefaultCopy(null, 'es'),
    links: spanishLinks,
    now,
    locale: 'es',
  })

describe("a Spanish request's emails", () => {
  it('the confirmation is Spanish: subject, greeting, facts in es-US, the Spanish page', async () => {
    const email = await renderSpanish('submitted')
    expect(email.subject).toBe(
      'Recibimos su anuncio de Vybe: ya lo estamos revisando · Ref. VYB-7K2Q9',
    )
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hola Maya,')
      expect(part).toContain(DEFAULT_EMAIL_COPY_ES.messages.submitted.intro)
      expect(part).toContain('viernes, 4 de diciembre de 2026')
      expect(part).toContain('$300 al mes')
      expect(part).toContain('30 días')
      expect(part).toContain('En revisión')
      expect(part).toContain('Fecha de inicio')
      expect(part).toContain('Ver su campaña')
      expect(part).toContain('https://vybe.example/es/campaigns/tok_abc123')
      expect(part).toContain('Recibe este correo porque creó un anuncio en Vybe.')
      expect(part).not.toContain('View your campaign')
    }
    expect(email.html).toContain('lang="es"')
  })

  it("a rejection sends them to the Spanish wizard, with staff's reason", async () => {
    const email = await renderSpanish('rejected')
    expect(email.subject).toBe('Su anuncio necesita algunos cambios · Ref. VYB-7K2Q9')
    expect(email.text).toContain('Qué cambiar')
    expect(email.text).toContain('La imagen está borrosa.')
    expect(email.text).toContain('https://vybe.example/es/create-ad?from=tok_abc123')
  })
})

describe('the Spanish copy in the Studio', () => {
  it('is used where staff wrote it, the Spanish defaults elsewhere, never the English', () => {
    const copy = withDefaultCopy(
      {
        productName: 'Vybe',
        greeting: 'Hey',
        spanish: { greeting: 'Buenas', messages: { approved: { subject: '¡Aprobado!' } } },
      },
      'es',
    )
    expect(copy.greeting).toBe('Buenas')
    expect(copy.messages.approved).toEqual({
      subject: '¡Aprobado!',
      intro: DEFAULT_EMAIL_COPY_ES.messages.approved.intro,
    })
    expect(copy.signOff).toBe(DEFAULT_EMAIL_COPY_ES.signOff)
  })

  it('leaves the English copy as it was', () => {
    const copy = withDefaultCopy({ spanish: { greeting: 'Buenas' } })
    expect(copy).toEqual(DEFAULT_EMAIL_COPY)
  })
})
