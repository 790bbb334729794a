'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { PageErrorPanel, errorDetail } from '@/components/layout/page-error-panel'
import { isLocale, localizedPath } from '@/lib/i18n/locales'
import { errorPage as en } from '@/lib/messages/en/error-page'
import { errorPage as es } from '@/lib/messages/es/error-page'

const MESSAGES = { en, es }

export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const { lang } = useParams<{ lang: string }>()
  const locale = isLocale(lang) ? lang : 'en'
  useEffect(() => console.error(error), [error])
  return (
    <PageErrorPanel
      detail={errorDetail(error)}
      onRetry={retry}
      messages={MESSAGES[locale]}
      homeHref={localizedPath(locale, '/')}
    />
  )
}
