import type { Metadata } from 'next'
import { ContactForm } from '@/components/contact/contact-form'
import { JsonLd } from '@/components/content/json-ld'
import { Benefits } from '@/components/home/benefits'
import { CallToAction } from '@/components/home/call-to-action'
import { ContactSection } from '@/components/home/contact-section'
import { Features } from '@/components/home/features'
import { Hero } from '@/components/ui/hero'
import { Jobs } from '@/components/home/jobs'
import type { Locale } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'
import { sanityFetch } from '@/lib/sanity/fetch'
import { homePageQuery, jobOpeningsQuery } from '@/lib/sanity/queries'
import { jobPostingJsonLd, organizationJsonLd } from '@/lib/site/json-ld'
import { pageMetadata } from '@/lib/site/metadata'
import { getSiteSettings } from '@/lib/site/settings'

const getHomePage = async (locale: Locale) => {
  const { data: page } = await sanityFetch({ query: homePageQuery, params: { lang: locale } })
  if (!page) throw new Error('The home page is missing from the dataset (document "homePage")')
  return page
}

export const generateStaticParams = localeParams

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const locale = await localeOf(params)
  return pageMetadata('/', (await getHomePage(locale)).seo, undefined, locale)
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const locale = await localeOf(params)
  const [settings, page, jobs] = await Promise.all([
    getSiteSettings(locale),
    getHomePage(locale),
    sanityFetch({ query: jobOpeningsQuery, params: { lang: locale } }).then((r) => r.data),
  ])
  const words = messagesFor(locale).pageWords
  // The CMS's texts in the page's language; each one still in English is marked lang="en".
  return (
    <div>
      <JsonLd data={organizationJsonLd(settings)} />
      {jobs.map((job) => (
        <JsonLd key={job._id} data={jobPostingJsonLd(job, settings)} />
      ))}
      <Hero {...page.hero} ctaHref={settings.betaUrl} locale={locale} />
      <Features
        intro={page.features?.intro ?? null}
        items={page.features?.items ?? []}
        locale={locale}
      />
      <Benefits
        intro={page.benefits?.intro ?? null}
        stats={page.benefits?.stats ?? []}
        testimonials={page.benefits?.testimonials ?? []}
        locale={locale}
        starsLabel={words.starsOutOf5}
      />
      <CallToAction
        {...page.callToAction}
        productName={settings.productName}
        href={settings.appUrl}
        locale={locale}
      />
      <ContactSection
        intro={page.contact}
        email={settings.generalEmail}
        locale={locale}
        preferEmail={words.preferEmail}
      >
        <ContactForm
          form="home"
          words={messagesFor(locale).contactForm}
          invalidEmail={messagesFor(locale).validation.invalidEmail}
          locale={locale}
        />
      </ContactSection>
      <Jobs
        intro={page.jobs?.intro ?? null}
        jobs={jobs}
        applyLabel={page.jobs?.applyLabel ?? ''}
        applyLabelLang={page.jobs?.applyLabelLang ?? 'en'}
        applyUrl={settings.jobApplicationUrl}
        locale={locale}
        words={words}
      />
    </div>
  )
}
