import type { Metadata, Viewport } from 'next'
import { stegaClean } from 'next-sanity'
import { draftMode } from 'next/headers'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { DraftModeTools } from '@/components/preview/draft-mode-tools'
import { FieldMessagesScript } from '@/components/ui/field-messages'
import { messagesFor } from '@/lib/messages/catalogue'
import { otherLocale } from '@/lib/i18n/locales'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { siteShareCards } from '@/lib/site/metadata'
import { getSiteSettings } from '@/lib/site/settings'
import { SITE_URL } from '@/lib/site/site-url'
import '../globals.css'

// The root layout of every page, once per language: English pages are served at their old
// addresses (next.config.ts rewrites them onto /en), Spanish ones under /es.
export const generateStaticParams = localeParams
export const dynamicParams = false

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const locale = await localeOf(params)
  const settings = stegaClean(await getSiteSettings(locale))
  return {
    metadataBase: new URL(SITE_URL),
    title: settings.seo?.title ?? settings.productName,
    description: settings.seo?.description ?? settings.tagline,
    applicationName: settings.productName,
    ...siteShareCards(locale, settings),
  }
}

export const viewport: Viewport = { themeColor: '#07060b', colorScheme: 'dark' }

export default async function RootLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const locale = await localeOf(params)
  const [settings, draft] = await Promise.all([getSiteSettings(locale), draftMode()])
  const { layout } = messagesFor(locale)
  const switchHint = messagesFor(otherLocale(locale)).layout.switchTo
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <FieldMessagesScript />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 text-night focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {layout.skipToContent}
        </a>
        <SiteHeader
          productName={settings.productName}
          links={settings.headerLinks}
          locale={locale}
          messages={layout}
          switchHint={switchHint}
        />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          productName={settings.productName}
          tagline={settings.tagline}
          taglineLang={settings.taglineLang}
          companyName={settings.companyName}
          companyLocation={settings.companyLocation}
          columns={settings.footerColumns ?? []}
          locale={locale}
          switchHint={switchHint}
        />
        {draft.isEnabled ? <DraftModeTools /> : null}
      </body>
    </html>
  )
}
