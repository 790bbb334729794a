'use client'

import { useEffect } from 'react'
import { ErrorPanel, errorDetail } from '@/components/layout/error-panel'

export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error])
  return <ErrorPanel detail={errorDetail(error)} onRetry={retry} />
}
