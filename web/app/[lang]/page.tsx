import type { Metadata } from 'next'
import { ContactForm } from '@/components/contact/contact-form'
import { JsonLd } from '@/components/content/json-ld'
import { Benefits } from '@/components/home/benefits'
import { CallToAction } from '@/components/home/call-to-action'
import { ContactSection } from '@/components/home/contact-section'
import { Features } from '@/components/home/features'
import { Hero } from '@/components/ui/hero'
import { Jobs } from '@/components/home/jobs'
import { contentLang } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { sanityFetch } from '@/lib/sanity/fetch'
import { homePageQuery, jobOpeningsQuery } from '@/lib/sanity/queries'
import { jobPostingJsonLd, organizationJsonLd } from '@/lib/site/json-ld'
import { pageMetadata } from '@/lib/site/metadata'
import { getSiteSettings } from '@/lib/site/settings'

const getHomePage = async () => {
  const { data: page } = await sanityFetch({ query: homePageQuery })
  if (!page) throw new Error('The home page is missing from the dataset (document "homePage")')
  return page
}

export const generateStaticParams = localeParams

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  return pageMetadata('/', (await getHomePage()).seo, undefined, await localeOf(params))
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const locale = await localeOf(params)
  const [settings, page, jobs] = await Promise.all([
    getSiteSettings(),
    getHomePage(),
    sanityFetch({ query: jobOpeningsQuery }).then((r) => r.data),
  ])
  // The page's text comes from the CMS, in English until it has a Spanish version (issue #33).
  return (
    <div lang={contentLang(locale)}>
      <JsonLd data={organizationJsonLd(settings)} />
      {jobs.map((job) => (
        <JsonLd key={job._id} data={jobPostingJsonLd(job, settings)} />
      ))}
      <Hero {...page.hero} ctaHref={settings.betaUrl} />
      <Features intro={page.features?.intro ?? null} items={page.features?.items ?? []} />
      <Benefits
        intro={page.benefits?.intro ?? null}
        stats={page.benefits?.stats ?? []}
        testimonials={page.benefits?.testimonials ?? []}
      />
      <CallToAction
        {...page.callToAction}
        productName={settings.productName}
        href={settings.appUrl}
      />
      <ContactSection intro={page.contact} email={settings.generalEmail}>
        <ContactForm form="home" />
      </ContactSection>
      <Jobs
        intro={page.jobs?.intro ?? null}
        jobs={jobs}
        applyLabel={page.jobs?.applyLabel ?? ''}
        applyUrl={settings.jobApplicationUrl}
        locale={locale}
      />
    </div>
  )
}
