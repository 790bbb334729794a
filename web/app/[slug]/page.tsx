import { PAGE_SLUGS } from '@atl/schemas'
import type { Metadata } from 'next'
import { LegalPage } from '@/components/legal/legal-page'
import { getPageBySlug, legalPageMetadata } from '@/lib/site/legal-pages'

// The spec serves the privacy policy at /privacy too; its canonical URL stays /privacy-policy.
const ALIASES: Record<string, string> = { privacy: 'privacy-policy' }

// Only the addresses the content model allows exist; anything else is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return [...PAGE_SLUGS.map((page) => page.value), ...Object.keys(ALIASES)].map((slug) => ({
    slug,
  }))
}

const pageSlug = (slug: string) => ALIASES[slug] ?? slug

export async function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  return legalPageMetadata(pageSlug((await params).slug))
}

export default async function CmsPage({ params }: PageProps<'/[slug]'>) {
  return <LegalPage page={await getPageBySlug(pageSlug((await params).slug))} />
}
