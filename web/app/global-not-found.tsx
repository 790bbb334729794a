import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteDocument } from '@/components/layout/site-document'
import { notFoundPage } from '@/lib/messages/en/not-found'
import { SITE_VIEWPORT, siteMetadata } from '@/lib/site/metadata'
import './globals.css'

// The 404 page of an address outside every language, which no [lang] layout wraps: one that
// next.config.ts does not rewrite onto /en and no route matches (/banners/a/b, /api/nothing).
// Without it Next.js renders a bare page of its own, with no metadataBase. English, as every
// address without /es is. Needs next.config.ts's experimental.globalNotFound.

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), title: notFoundPage.title, robots: { index: false } }
}

export const viewport = SITE_VIEWPORT

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundContent />
    </SiteDocument>
  )
}
