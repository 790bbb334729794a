import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { stegaClean } from 'next-sanity'
import { CreateAdWizard } from '@/components/create-ad/create-ad-wizard'
import { messagesFor } from '@/lib/messages/catalogue'
import type { AdOptions } from '@/lib/ad-request/options'
import type { Locale } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { sanityFetch } from '@/lib/sanity/fetch'
import { adOptionsQuery, bannerSizesQuery, createAdPageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/site/metadata'

// The page's copy in its language (or English while untranslated), each text with its language.
const getCopy = async (locale: Locale) =>
  (await sanityFetch({ query: createAdPageQuery, params: { lang: locale } })).data

// The wizard compares the options' keys and availability with what the advertiser chose. The
// loader types every string as possibly stega-encoded; the client's stega filter keeps those
// fields clean (lib/sanity/client.ts), and stegaClean, which leaves a clean string as it is,
// gives them back their types. Only the shown labels carry click-to-edit marks in draft mode.
// The names come in the page's language (or English while untranslated), each with the language
// it is written in, which the wizard compares: unmarked, as the keys are.
const getOptions = async (locale: Locale): Promise<AdOptions> => {
  const { data } = await sanityFetch({ query: adOptionsQuery, params: { lang: locale } })
  const adTypes = data.adTypes.map((type) => ({
    ...type,
    key: stegaClean(type.key),
    availability: stegaClean(type.availability),
  }))
  return { ...data, adTypes }
}

// Stega stays off: the sizes are numbers the picker computes with, not text to click and edit.
const getBannerSizes = async (locale: Locale) =>
  (await sanityFetch({ query: bannerSizesQuery, params: { lang: locale }, stega: false })).data

export const generateStaticParams = localeParams

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/create-ad'>): Promise<Metadata> {
  const locale = await localeOf(params)
  const copy = await getCopy(locale)
  return pageMetadata('/create-ad', copy?.seo, copy?.heading, locale)
}

export default async function CreateAdPage({ params }: PageProps<'/[lang]/create-ad'>) {
  const locale = await localeOf(params)
  const [copy, options, bannerSizes] = await Promise.all([
    getCopy(locale),
    getOptions(locale),
    getBannerSizes(locale),
  ])
  if (!copy) notFound()
  const { wizard, validation, bookedFacts, adPreview } = messagesFor(locale)
  return (
    <div>
      <CreateAdWizard
        locale={locale}
        messages={{ wizard, validation, bookedFacts, adPreview }}
        copy={copy}
        options={options}
        bannerSizes={bannerSizes}
      />
      <noscript>
        <p className="mx-auto max-w-2xl px-4 pb-16 text-center text-zinc-300">{wizard.noScript}</p>
      </noscript>
    </div>
  )
}
