import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { DraftModeTools } from '@/components/preview/draft-mode-tools'
import { otherLocale, type Locale } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/messages/catalogue'
import { inter, sora } from '@/lib/site/fonts'
import { getSiteSettings } from '@/lib/site/settings'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The document every page is shown in, in its language: header, main content and footer. The
 * root layout of each language renders it, and so does the 404 page of an address outside
 * every language (app/global-not-found.tsx), which no layout wraps.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [settings, draft] = await Promise.all([getSiteSettings(), draftMode()])
  const { layout } = messagesFor(locale)
  const switchHint = messagesFor(otherLocale(locale)).layout.switchTo
  return (
    <html lang={locale} className={`${inter.variable} ${sora.variable}`}>
      <body className="flex min-h-dvh flex-col">
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
