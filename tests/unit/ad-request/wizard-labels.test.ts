// The wizard's labels, as SPEC.md writes them (Title Case), come from the campaign's field
// labels (@atl/schemas/campaign-labels): the inputs of each step, the summary beside step 4 and
// the confirmation.
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { AdContentStep } from '@/components/create-ad/ad-content-step'
import { AdTypeStep } from '@/components/create-ad/ad-type-step'
import { BusinessInfoStep } from '@/components/create-ad/business-info-step'
import { CampaignSettingsStep } from '@/components/create-ad/campaign-settings-step'
import { CampaignSummary } from '@/components/create-ad/campaign-summary'
import { ConfirmationStep } from '@/components/create-ad/confirmation-step'
import { CreateAdWizard } from '@/components/create-ad/create-ad-wizard'
import { WizardTextProvider } from '@/components/create-ad/wizard-text'
import { adTypeCards } from '@/lib/ad-request/options'
import type { AdRequestFormValues } from '@/lib/ad-request/steps'
import { messagesFor } from '@/lib/messages/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { seedOptions, seedOptionsIn, validBanner } from './fixtures.ts'

function Form({ values, children }: { values: AdRequestFormValues; children: ReactNode }) {
  const form = useForm<AdRequestFormValues>({ defaultValues: values })
  return createElement(FormProvider<AdRequestFormValues>, { ...form, children })
}

/** A part of the wizard with its page's texts, as CreateAdWizard provides them. */
const inWizard = (children: ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(
    createElement(WizardTextProvider, { locale, messages: messagesFor(locale), children }),
  )

const inForm = (values: AdRequestFormValues, step: ReactNode, locale: Locale = 'en') =>
  inWizard(createElement(Form, { values, children: step }), locale)

/** The text that opens each label or legend (before its required mark). */
const labelsIn = (markup: string) =>
  [...markup.matchAll(/<(?:label|legend)\b[^>]*>([^<]+)/g)].map(([, text]) => text)

const termsIn = (markup: string) =>
  [...markup.matchAll(/<dt\b[^>]*>([^<]*)<\/dt><dd\b[^>]*>([^<]*)<\/dd>/g)].map(
    ([, term, value]) => [term, value],
  )

const sizes = [{ name: 'Basic', bannerSize: { width: 728, height: 90 } }]

const text = { ...validBanner, adType: 'text' as const }
const html = { ...validBanner, adType: 'html' as const }

describe("the wizard's inputs", () => {
  const content = createElement(AdContentStep, { bannerSizes: sizes })
  const settings = createElement(CampaignSettingsStep, { options: seedOptions, minStartDate: '' })
  const business = createElement(BusinessInfoStep, { benefits: [] })

  it.each<[string, AdRequestFormValues, ReactNode, string[]]>([
    ['1', validBanner, business, ['Business Name', 'Contact Name', 'Email', 'Phone']],
    [
      '3, banner',
      validBanner,
      content,
      ['Ad Name', 'Website URL', 'Ad Description', 'Banner Image'],
    ],
    [
      '3, text',
      text,
      content,
      ['Ad Name', 'Website URL', 'Headline', 'Body Text', 'Call to Action'],
    ],
    ['3, html', html, content, ['Ad Name', 'Website URL', 'HTML Code']],
    [
      '4',
      validBanner,
      settings,
      ['Ad Package', 'Campaign Duration', 'Start Date', 'Target Audience'],
    ],
  ])('step %s', (_step, values, step, labels) => {
    expect(labelsIn(inForm(values, step))).toEqual(labels)
  })
})

describe("the wizard's summary and confirmation", () => {
  it('the summary names what step 4 books, and what is still to choose', () => {
    const none = { ...validBanner, budget: '', startDate: '' }
    expect(termsIn(inForm(none, createElement(CampaignSummary, { options: seedOptions })))).toEqual(
      [
        ['Package', 'Not chosen yet'],
        ['Budget', '—'],
        ['Duration', '1 Month (30 days)'],
        ['Total', '—'],
        ['Start Date', 'Not chosen yet'],
        ['Audience', 'Local Area'],
        ['Est. Impressions', '—'],
        ['Est. Clicks', '—'],
        ['Banner', 'Designed by our team from your description'],
      ],
    )
  })

  it('the summary writes money, dates and counts as the site does', () => {
    const premium = { ...validBanner, budget: '1200', duration: 60 }
    const terms = termsIn(inForm(premium, createElement(CampaignSummary, { options: seedOptions })))
    expect(terms).toEqual(
      expect.arrayContaining([
        ['Budget', '$1,200/month'],
        // 2 Months of Premium, 5% off in the seed: $1,200 × 60 ÷ 30 × 0.95.
        ['Total', '$2,280 for 60 days, 5% off'],
        ['Start Date', 'July 1, 2026'],
        ['Est. Impressions', '480,000'],
      ]),
    )
  })

  it('the confirmation shows Ad Name, Type, Budget, Duration, the total and Start Date (SPEC.md)', () => {
    const step = createElement(ConfirmationStep, {
      values: validBanner,
      receipt: { reference: 'VY-1A2B3C4D', campaignUrl: 'https://vybe.example/campaign/t0k3n' },
      options: seedOptions,
      text: 'Your ad goes live on your start date.',
      textLang: 'en',
      onCreateAnother: () => undefined,
    })
    const html = inWizard(step)
    // The reference and the campaign page, so an advertiser without the email has them too.
    expect(termsIn(html)[0]).toEqual(['Reference', 'VY-1A2B3C4D'])
    expect(html).toContain('href="https://vybe.example/campaign/t0k3n"')
    expect(termsIn(html).map(([term]) => term)).toEqual([
      'Reference',
      'Ad Name',
      'Type',
      'Budget',
      'Duration',
      'Total',
      'Start Date',
      'Banner',
    ])
  })

  it('on a Spanish page: Spanish names and words, money and dates as es-US writes them', () => {
    const premium = { ...validBanner, budget: '1200', duration: 60 }
    const summary = createElement(CampaignSummary, { options: seedOptions })
    const terms = termsIn(inForm(premium, summary, 'es'))
    expect(terms).toEqual(
      expect.arrayContaining([
        ['Presupuesto', '$1,200 al mes'],
        ['Total', '$2,280 por 60 días, con 5% de descuento'],
        ['Fecha de inicio', '1 de julio de 2026'],
        ['Impresiones est.', '480,000'],
        ['Banner', 'Diseñado por nuestro equipo a partir de su descripción'],
      ]),
    )
  })

  it('on a Spanish page: the inputs are labelled in Spanish', () => {
    const business = createElement(BusinessInfoStep, { benefits: [] })
    expect(labelsIn(inForm(validBanner, business, 'es'))).toEqual([
      'Nombre del negocio',
      'Nombre de contacto',
      'Correo electrónico',
      'Teléfono',
    ])
  })
})

// The page's copy and an option's name while they have no Spanish version (this copy and these
// options are the English ones): on the Spanish page each piece of it is marked lang="en"
// (screen readers pronounce it as English); the English page gets no such markup.
describe("the CMS's text in the wizard", () => {
  const premium = { ...validBanner, budget: '1200', duration: 60 }
  const settings = createElement(CampaignSettingsStep, { options: seedOptions, minStartDate: '' })
  /** The whole wizard as its page renders it on the server (no navigation happens here). */
  const wizard = (locale: Locale) =>
    renderToStaticMarkup(
      createElement(AppRouterContext.Provider, {
        value: {} as AppRouterInstance,
        children: createElement(CreateAdWizard, {
          locale,
          messages: messagesFor(locale),
          copy: {
            heading: 'Create Your Ad',
            headingLang: 'en',
            intro: 'Reach Atlanta tonight.',
            introLang: 'en',
            benefits: [
              {
                _key: 'b1',
                title: 'Local reach',
                titleLang: 'en',
                text: 'Atlantans out tonight.',
                textLang: 'en',
              },
            ],
            successHeading: 'You are all set',
            successHeadingLang: 'en',
            successText: 'We review it within a day.',
            successTextLang: 'en',
          },
          options: seedOptions,
          bannerSizes: [],
        }),
      }),
    )
  /** The texts of the elements marked lang="en". */
  const english = (markup: string) =>
    [...markup.matchAll(/<(\w+)[^>]* lang="en"[^>]*>(.*?)<\/\1>/g)].map(([, , inner]) =>
      inner?.replace(/<[^>]+>/g, ''),
    )

  it("on a Spanish page: the page's heading, intro and benefits", () => {
    expect(english(wizard('es'))).toEqual([
      'Create Your Ad',
      'Reach Atlanta tonight.',
      'Local reach',
      'Atlantans out tonight.',
    ])
  })

  it('on a Spanish page: the names of packages, audiences and the chosen duration', () => {
    const marked = english(inForm(premium, settings, 'es'))
    const premiumPackage = seedOptions.packages.find((p) => p.monthlyPrice === 1200)
    const twoMonths = seedOptions.durations.find((d) => d.days === 60)
    for (const name of [
      ...seedOptions.packages.map((p) => p.name),
      ...seedOptions.audiences.map((a) => a.label),
    ])
      expect(marked).toContain(name)
    // The summary beside the step: the CMS's names, each in its own element.
    expect(marked.filter((text) => text === premiumPackage?.name)).toHaveLength(2)
    expect(inForm(premium, settings, 'es')).toContain(
      `<span lang="en">${twoMonths?.label}</span> (60 días)`,
    )
    // An <option> can not mark a part as English: it leaves the English name out.
    expect(inForm(premium, settings, 'es')).toContain('<option value="60">60 días</option>')
  })

  it('on a Spanish page: the ad types and their descriptions', () => {
    const marked = english(
      inForm(validBanner, createElement(AdTypeStep, { options: seedOptions }), 'es'),
    )
    for (const type of adTypeCards(seedOptions)) {
      expect(marked).toContain(type.label)
      expect(marked).toContain(type.description)
    }
  })

  it('on the English page: no lang anywhere', () => {
    expect(wizard('en')).not.toContain('lang=')
    expect(inForm(premium, settings)).not.toContain('lang=')
  })
})

// With the seed's Spanish names (schemas/translations/field-translations.ts), the Spanish page
// shows them in its own language, unmarked; a name still missing in Spanish is the only one
// marked English.
describe("the options' Spanish names in the wizard", () => {
  const premium = { ...validBanner, budget: '1200', duration: 60, targetAudience: 'city' }
  const settingsWith = (options: typeof seedOptions) =>
    inForm(premium, createElement(CampaignSettingsStep, { options, minStartDate: '' }), 'es')

  it('shows packages, durations and audiences in Spanish, marking none as English', async () => {
    const markup = settingsWith(await seedOptionsIn('es'))
    expect(markup).not.toContain('lang=')
    for (const name of ['Básico', 'Estándar', 'Zona local', 'Toda la ciudad'])
      expect(markup).toContain(`>${name}<`)
    expect(markup).toContain('<option value="7">1 semana (7 días)</option>')
    expect(termsIn(markup)).toEqual(expect.arrayContaining([['Duración', '2 meses (60 días)']]))
  })

  it('marks English only the name that has no Spanish version', async () => {
    const options = await seedOptionsIn('es')
    const city = options.audiences.find((a) => a.key === 'city')
    if (!city) throw new Error('The seed has no city audience')
    Object.assign(city, { label: 'City Wide', labelLang: 'en' })
    const markup = settingsWith(options)
    expect(markup.match(/lang="en"/g)).toHaveLength(2) // its card and the summary
    expect(markup).toContain('<span lang="en">City Wide</span>')
    expect(markup).toContain('Toda la ciudad: todos los usuarios de Vybe en Atlanta')
  })

  it('names the ad types and their badges in Spanish', async () => {
    const markup = inForm(
      validBanner,
      createElement(AdTypeStep, { options: await seedOptionsIn('es') }),
      'es',
    )
    expect(markup).not.toContain('lang=')
    for (const text of ['Anuncio de banner', 'Con imagen', 'Anuncio de video', 'Pronto'])
      expect(markup).toContain(text)
  })
})
