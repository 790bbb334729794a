import type { Metadata } from 'next'
import { BrandColors } from '@/components/media-kit/brand-colors'
import { primaryButton } from '@/components/ui/button-styles'
import { Section } from '@/components/ui/section'
import { textLang, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/message-format'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'
import { sanityFetch } from '@/lib/sanity/fetch'
import { mediaKitPageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/site/metadata'

const getMediaKit = async (locale: Locale) => {
  const { data: page } = await sanityFetch({ query: mediaKitPageQuery, params: { lang: locale } })
  if (!page) {
    throw new Error('The media kit page is missing from the dataset (document "mediaKitPage")')
  }
  return page
}

export const generateStaticParams = localeParams

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/media-kit'>): Promise<Metadata> {
  const locale = await localeOf(params)
  return pageMetadata('/media-kit', (await getMediaKit(locale)).seo, 'Media Kit', locale)
}

export default async function MediaKitPage({ params }: PageProps<'/[lang]/media-kit'>) {
  const locale = await localeOf(params)
  const page = await getMediaKit(locale)
  const words = messagesFor(locale).pageWords
  const lang = (written: string) => textLang(written, locale)
  const dimensions = page.logo.asset?.metadata?.dimensions
  // The CMS's texts in the page's language; each one still in English is marked lang="en".
  return (
    <div>
      <Section
        id="brand"
        intro={page.hero}
        headingLevel={1}
        className="pb-0 sm:pb-0"
        locale={locale}
      >
        <h2 className="sr-only">{words.brandAssets}</h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <figure className="flex flex-col items-center justify-center gap-6 rounded-2xl border border-white/10 bg-white p-10">
            {/* Served from our own origin by app/media-kit/logo/route.ts; SVG needs no optimizer. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src="/media-kit/logo"
              alt={page.logo.alt}
              lang={lang(page.logo.altLang)}
              width={dimensions?.width ?? 384}
              height={dimensions?.height ?? 128}
              className="h-auto w-full max-w-xs"
            />
            <figcaption>
              <a href="/media-kit/logo?download=1" download className={primaryButton}>
                {words.downloadLogo}
                {page.logo.asset?.extension ? ` (${page.logo.asset.extension.toUpperCase()})` : ''}
              </a>
            </figcaption>
          </figure>
          <BrandColors colors={page.colors} locale={locale} words={words} />
        </div>
      </Section>
      <Section id="about" locale={locale}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2
              className="font-display text-3xl font-bold text-white"
              lang={lang(page.about.headingLang)}
            >
              {page.about.heading}
            </h2>
            <p className="mt-2 text-brand-sky">
              {fill(words.founded, { year: page.about.foundedYear })}
            </p>
            <p
              className="mt-5 leading-relaxed whitespace-pre-line text-zinc-300"
              lang={lang(page.about.bodyLang)}
            >
              {page.about.body}
            </p>
          </div>
          <div>
            <h2 className="font-display text-3xl font-bold text-white">{words.keyFacts}</h2>
            <dl className="mt-5 grid grid-cols-2 gap-4">
              {page.keyFacts.map((fact) => (
                <div
                  key={fact._key}
                  className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5"
                >
                  <dt className="mt-1 text-sm text-zinc-400" lang={lang(fact.labelLang)}>
                    {fact.label}
                  </dt>
                  <dd
                    className="font-display text-xl font-semibold text-white"
                    lang={lang(fact.valueLang)}
                  >
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>
      <Section id="press" className="bg-night-raised" locale={locale}>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            className="font-display text-3xl font-bold text-white"
            lang={lang(page.pressContact.headingLang)}
          >
            {page.pressContact.heading}
          </h2>
          {page.pressContact.text ? (
            <p className="mt-4 text-zinc-300" lang={lang(page.pressContact.textLang)}>
              {page.pressContact.text}
            </p>
          ) : null}
          <a
            href={`mailto:${page.pressContact.email}`}
            className="mt-6 inline-block text-lg text-brand-sky underline underline-offset-4 hover:text-white"
          >
            {page.pressContact.email}
          </a>
        </div>
      </Section>
    </div>
  )
}
