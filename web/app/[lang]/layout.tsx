import { SiteDocument } from '@/components/layout/site-document'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { SITE_VIEWPORT, siteMetadata } from '@/lib/site/metadata'
import '../globals.css'

// The root layout of every page, once per language: English pages are served at their old
// addresses (next.config.ts rewrites them onto /en), Spanish ones under /es.
export const generateStaticParams = localeParams
export const dynamicParams = false

export const generateMetadata = siteMetadata

export const viewport = SITE_VIEWPORT

export default async function RootLayout({ children, params }: LayoutProps<'/[lang]'>) {
  return <SiteDocument locale={await localeOf(params)}>{children}</SiteDocument>
}
