import { PAGE_SLUGS } from '@atl/schemas'
import type { Metadata } from 'next'
import { LegalPage } from '@/components/legal/legal-page'
import { messagesFor } from '@/lib/messages/catalogue'
import { LOCALES } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/page-locale'
import { getPageBySlug, legalPageMetadata } from '@/lib/site/legal-pages'

// The spec serves the privacy policy at /privacy too; its canonical URL stays /privacy-policy.
const ALIASES: Record<string, string> = { privacy: 'privacy-policy' }

// Only the addresses the content model allows exist; anything else is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  const slugs = [...PAGE_SLUGS.map((page) => page.value), ...Object.keys(ALIASES)]
  return LOCALES.flatMap((lang) => slugs.map((slug) => ({ lang, slug })))
}

const pageSlug = (slug: string) => ALIASES[slug] ?? slug

export async function generateMetadata({ params }: PageProps<'/[lang]/[slug]'>): Promise<Metadata> {
  return legalPageMetadata(pageSlug((await params).slug), await localeOf(params))
}

export default async function CmsPage({ params }: PageProps<'/[lang]/[slug]'>) {
  const locale = await localeOf(params)
  return (
    <LegalPage
      page={await getPageBySlug(pageSlug((await params).slug), locale)}
      locale={locale}
      messages={messagesFor(locale).legal}
    />
  )
}
