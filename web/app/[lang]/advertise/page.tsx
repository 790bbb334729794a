import type { Metadata } from 'next'
import { TierCards } from '@/components/advertise/tier-cards'
import { ContactForm } from '@/components/contact/contact-form'
import { Hero } from '@/components/ui/hero'
import { primaryButton } from '@/components/ui/button-styles'
import { Section } from '@/components/ui/section'
import { MarkedText } from '@/components/ui/marked-text'
import { SmartLink } from '@/components/ui/smart-link'
import { StatGrid } from '@/components/ui/stat-grid'
import { localizedPath, textLang, type Locale } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'
import { editAttributeFor } from '@/lib/sanity/edit-attribute'
import { sanityFetch } from '@/lib/sanity/fetch'
import { adPackagesQuery, advertisePageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/site/metadata'

const getAdvertisePage = async (locale: Locale) => {
  const { data: page } = await sanityFetch({ query: advertisePageQuery, params: { lang: locale } })
  if (!page) {
    throw new Error('The advertise page is missing from the dataset (document "advertisePage")')
  }
  return page
}

export const generateStaticParams = localeParams

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/advertise'>): Promise<Metadata> {
  const locale = await localeOf(params)
  return pageMetadata('/advertise', (await getAdvertisePage(locale)).seo, 'Advertise', locale)
}

export default async function AdvertisePage({ params }: PageProps<'/[lang]/advertise'>) {
  const locale = await localeOf(params)
  const createAd = localizedPath(locale, '/create-ad')
  const [page, packages, editAdPackage] = await Promise.all([
    getAdvertisePage(locale),
    sanityFetch({ query: adPackagesQuery, params: { lang: locale } }).then((r) => r.data),
    editAttributeFor('adPackage'),
  ])
  const lang = (written: string) => textLang(written, locale)
  // The CMS's texts in the page's language; each one still in English is marked lang="en".
  return (
    <div>
      <Hero
        heading={page.hero.intro.heading}
        headingLang={page.hero.intro.headingLang}
        subheading={page.hero.intro.eyebrow}
        subheadingLang={page.hero.intro.eyebrowLang}
        body={page.hero.intro.intro}
        bodyLang={page.hero.intro.introLang}
        ctaLabel={page.hero.ctaLabel}
        ctaLabelLang={page.hero.ctaLabelLang}
        ctaHref="/create-ad"
        locale={locale}
      />
      <Section id="about" intro={page.about} locale={locale} />
      <Section
        id="audience"
        intro={page.audience.intro}
        className="bg-night-raised"
        locale={locale}
      >
        <StatGrid stats={page.audience.stats} locale={locale} />
      </Section>
      <Section id="tiers" intro={page.tiers} locale={locale}>
        <TierCards
          packages={packages}
          locale={locale}
          words={messagesFor(locale).tiers}
          editAttribute={editAdPackage}
        />
      </Section>
      <Section id="metrics" intro={page.metrics.intro} className="bg-night-raised" locale={locale}>
        <StatGrid stats={page.metrics.stats} locale={locale} />
      </Section>
      <Section id="why" intro={page.why.intro} locale={locale}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.why.reasons.map((reason) => (
            <li key={reason._key} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <h3
                className="font-display text-lg font-semibold text-white"
                lang={lang(reason.titleLang)}
              >
                {reason.title}
              </h3>
              <p className="mt-2 text-zinc-300" lang={lang(reason.textLang)}>
                {reason.text}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="contact" intro={page.contact.intro} className="bg-night-raised" locale={locale}>
        <div className="mx-auto max-w-2xl">
          <ContactForm
            form="advertise"
            words={messagesFor(locale).contactForm}
            invalidEmail={messagesFor(locale).validation.invalidEmail}
            locale={locale}
            heading={page.contact.formHeading}
            headingLang={page.contact.formHeadingLang}
          />
        </div>
        <div className="mx-auto mt-8 max-w-2xl text-center">
          <a
            href={`mailto:${page.contact.email}`}
            className="text-lg text-brand-sky underline underline-offset-4 hover:text-white"
          >
            {page.contact.email}
          </a>
          {page.contact.responseTime ? (
            <p className="mt-2 text-sm text-zinc-400" lang={lang(page.contact.responseTimeLang)}>
              {page.contact.responseTime}
            </p>
          ) : null}
        </div>
      </Section>
      <Section id="create-ad" intro={page.createAd.intro} locale={locale}>
        <p className="text-center">
          <SmartLink href={createAd} className={primaryButton}>
            <MarkedText lang={lang(page.createAd.buttonLabelLang)}>
              {page.createAd.buttonLabel}
            </MarkedText>
          </SmartLink>
        </p>
      </Section>
    </div>
  )
}
