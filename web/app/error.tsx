'use client'

import { useEffect } from 'react'
import { PageErrorPanel, errorDetail } from '@/components/layout/page-error-panel'

export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error])
  return <PageErrorPanel detail={errorDetail(error)} onRetry={retry} />
}
