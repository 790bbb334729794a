// The pages' own words in Spanish (issue #33): the home page, advertise, media kit and create-ad
// pages show the Spanish text staff wrote beside each English one, in the page's language; a
// text whose Spanish version is removed shows in English, marked lang="en", and the page still
// renders. The English pages carry no such marks at all.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { editorClient } from '../support/clients.ts'
import { cms } from '../support/content.ts'

/** The language a text is read in: that of its closest element with a `lang`. */
const langOf = (text: Locator) =>
  text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))

/** A text field's Spanish translation, read the way the site reads it (GROQ `inLanguage`). */
const es = (field: string) => `${field}Translations[language == "es"][0].value`

/** Each text shows on the page, in Spanish, and nothing marks it as another language. */
async function expectSpanish(page: Page, texts: Record<string, string>) {
  for (const [name, text] of Object.entries(texts)) {
    expect(text, `${name} has a Spanish version in the CMS`).toBeTruthy()
    const shown = page.getByText(text, { exact: true }).first()
    await expect(shown, name).toBeAttached()
    expect(await langOf(shown), name).toBe('es')
  }
}

test('the home page reads in Spanish, with its features, claims, testimonials and jobs', async ({
  page,
}) => {
  const home = await cms<Record<string, string>>(`*[_id == "homePage"][0]{
    "heading": hero.${es('heading')}, "cta": hero.${es('ctaLabel')},
    "features": features.intro.${es('heading')}, "benefits": benefits.intro.${es('intro')},
    "feature": features.items[0]->${es('title')}, "claim": benefits.stats[0]->${es('label')},
    "testimonial": benefits.testimonials[0]->${es('context')},
    "jobs": jobs.intro.${es('heading')}, "apply": jobs.${es('applyLabel')},
    "job": *[_type == "jobOpening"] | order(order asc)[0].${es('title')},
    "tagline": *[_id == "siteSettings"][0].${es('tagline')},
    "link": *[_id == "siteSettings"][0].headerLinks[0].${es('label')},
    "title": seo.${es('title')}
  }`)
  await page.goto('/es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading ?? '')
  const { title, cta, apply, ...texts } = home
  await expect(page).toHaveTitle(title ?? '')
  await expectSpanish(page, texts)
  // Links that open a new tab say so after their label: named by it, in the page's language.
  for (const label of [cta, apply]) {
    const link = page.getByRole('link', { name: label }).first()
    await expect(link).toBeVisible()
    expect(await langOf(link)).toBe('es')
  }
  // The page's own words around them come from the Spanish catalogue.
  await expect(page.getByText('Ver detalles').first()).toBeVisible()
})

test('the advertise, media kit and create-ad pages read in Spanish', async ({ page }) => {
  const advertise = await cms<Record<string, string>>(`*[_id == "advertisePage"][0]{
    "heading": hero.intro.${es('heading')}, "about": about.${es('heading')},
    "reason": why.reasons[0].${es('title')}, "claim": metrics.stats[0]->${es('label')},
    "formHeading": contact.${es('formHeading')}, "button": createAd.${es('buttonLabel')}
  }`)
  await page.goto('/es/advertise')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(advertise.heading ?? '')
  await expectSpanish(page, advertise)

  const mediaKit = await cms<Record<string, string>>(`*[_id == "mediaKitPage"][0]{
    "heading": hero.${es('heading')}, "about": about.${es('heading')},
    "fact": keyFacts[6].${es('value')}, "color": colors[0].${es('name')},
    "press": pressContact.${es('heading')}, "alt": logo.${es('alt')}
  }`)
  await page.goto('/es/media-kit')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mediaKit.heading ?? '')
  const { alt, ...mediaKitTexts } = mediaKit
  await expectSpanish(page, mediaKitTexts)
  await expect(page.getByRole('img', { name: alt })).toBeVisible()

  const createAd = await cms<Record<string, string>>(`*[_id == "createAdPage"][0]{
    "heading": ${es('heading')}, "intro": ${es('intro')}, "benefit": benefits[0].${es('title')}
  }`)
  await page.goto('/es/create-ad')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(createAd.heading ?? '')
  await expectSpanish(page, createAd)
})

test('English pages are as they were: English words, nothing marked as another language', async ({
  page,
}) => {
  const english = await cms<Record<string, string>>(`{
    "/": *[_id == "homePage"][0].hero.heading,
    "/advertise": *[_id == "advertisePage"][0].hero.intro.heading,
    "/media-kit": *[_id == "mediaKitPage"][0].hero.heading,
    "/create-ad": *[_id == "createAdPage"][0].heading
  }`)
  for (const [path, heading] of Object.entries(english)) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    // Only the language switcher (header and footer) names a language of its own.
    await expect(page.locator('body [lang]'), path).toHaveCount(2)
    await expect(page.locator('body [lang="es"]'), path).toHaveCount(2)
  }
})

// A text whose Spanish version is removed (through the lake, as an editor would) shows in
// English on the Spanish page after the publish refreshes it, marked lang="en"; only that text.
test('a text with no Spanish version falls back to English, marked lang="en"', async ({ page }) => {
  const saved = await cms<{
    heading: string
    headingTranslations: unknown[]
    feature: { title: string; titleTranslations: unknown[] }
    benefits: string
  }>(`*[_id == "homePage"][0]{
    "heading": hero.heading, "headingTranslations": hero.headingTranslations,
    "feature": features.items[1]->{_id, title, titleTranslations},
    "benefits": benefits.intro.${es('heading')}
  }`)
  const featureId = (saved.feature as unknown as { _id: string })._id
  try {
    await editorClient.patch('homePage').unset(['hero.headingTranslations']).commit()
    await editorClient.patch(featureId).unset(['titleTranslations']).commit()
    const heading = page.getByRole('heading', { level: 1 })
    await expect
      .poll(
        async () => {
          await page.goto('/es')
          return `${await heading.textContent()}|${await page.getByText(saved.feature.title, { exact: true }).count()}`
        },
        { timeout: 30_000, intervals: [500, 1000] },
      )
      .toBe(`${saved.heading}|1`)
    expect(await langOf(heading)).toBe('en')
    expect(await langOf(page.getByText(saved.feature.title, { exact: true }))).toBe('en')
    // The page still renders in Spanish around them.
    const benefits = page.getByRole('heading', { name: saved.benefits })
    await expect(benefits).toBeVisible()
    expect(await langOf(benefits)).toBe('es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  } finally {
    await editorClient
      .patch('homePage')
      .set({ 'hero.headingTranslations': saved.headingTranslations })
      .commit()
    await editorClient
      .patch(featureId)
      .set({ titleTranslations: saved.feature.titleTranslations })
      .commit()
  }
})
