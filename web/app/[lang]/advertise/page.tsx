import type { Metadata } from 'next'
import { TierCards } from '@/components/advertise/tier-cards'
import { ContactForm } from '@/components/contact/contact-form'
import { Hero } from '@/components/ui/hero'
import { primaryButton } from '@/components/ui/button-styles'
import { Section } from '@/components/ui/section'
import { SmartLink } from '@/components/ui/smart-link'
import { StatGrid } from '@/components/ui/stat-grid'
import { contentLang, localizedPath } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'
import { editAttributeFor } from '@/lib/sanity/edit-attribute'
import { sanityFetch } from '@/lib/sanity/fetch'
import { adPackagesQuery, advertisePageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/site/metadata'

const getAdvertisePage = async () => {
  const { data: page } = await sanityFetch({ query: advertisePageQuery })
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
  return pageMetadata('/advertise', (await getAdvertisePage()).seo, 'Advertise', locale)
}

export default async function AdvertisePage({ params }: PageProps<'/[lang]/advertise'>) {
  const locale = await localeOf(params)
  const createAd = localizedPath(locale, '/create-ad')
  const [page, packages, editAdPackage] = await Promise.all([
    getAdvertisePage(),
    sanityFetch({ query: adPackagesQuery, params: { lang: locale } }).then((r) => r.data),
    editAttributeFor('adPackage'),
  ])
  // The page's text comes from the CMS, in English until it has a Spanish version (issue #33).
  return (
    <div lang={contentLang(locale)}>
      <Hero
        heading={page.hero.intro.heading}
        subheading={page.hero.intro.eyebrow}
        body={page.hero.intro.intro}
        ctaLabel={page.hero.ctaLabel}
        ctaHref={createAd}
      />
      <Section id="about" intro={page.about} />
      <Section id="audience" intro={page.audience.intro} className="bg-night-raised">
        <StatGrid stats={page.audience.stats} />
      </Section>
      <Section id="tiers" intro={page.tiers}>
        <TierCards
          packages={packages}
          locale={locale}
          words={messagesFor(locale).tiers}
          editAttribute={editAdPackage}
        />
      </Section>
      <Section id="metrics" intro={page.metrics.intro} className="bg-night-raised">
        <StatGrid stats={page.metrics.stats} />
      </Section>
      <Section id="why" intro={page.why.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.why.reasons.map((reason) => (
            <li key={reason._key} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <h3 className="font-display text-lg font-semibold text-white">{reason.title}</h3>
              <p className="mt-2 text-zinc-300">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="contact" intro={page.contact.intro} className="bg-night-raised">
        <div className="mx-auto max-w-2xl">
          <ContactForm form="advertise" heading={page.contact.formHeading} />
        </div>
        <div className="mx-auto mt-8 max-w-2xl text-center">
          <a
            href={`mailto:${page.contact.email}`}
            className="text-lg text-brand-sky underline underline-offset-4 hover:text-white"
          >
            {page.contact.email}
          </a>
          {page.contact.responseTime ? (
            <p className="mt-2 text-sm text-zinc-400">{page.contact.responseTime}</p>
          ) : null}
        </div>
      </Section>
      <Section id="create-ad" intro={page.createAd.intro}>
        <p className="text-center">
          <SmartLink href={createAd} className={primaryButton}>
            {page.createAd.buttonLabel}
          </SmartLink>
        </p>
      </Section>
    </div>
  )
}
