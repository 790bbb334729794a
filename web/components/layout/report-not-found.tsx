'use client'

import { useEffect } from 'react'

// The 404 page is static (it is sent with every route), so the server never sees which address
// was missing; the browser reports it, to its console and to the server log.
export function ReportNotFound() {
  useEffect(() => {
    const path = window.location.pathname
    console.warn(`Page not found: ${path}`)
    navigator.sendBeacon('/api/not-found', JSON.stringify({ path }))
  }, [])
  return null
}
