'use client'

import { PageErrorPanel, errorDetail } from '@/components/layout/page-error-panel'
import './globals.css'

// Replaces the root layout when the layout itself fails (for example the CMS is unreachable).
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en">
      <body>
        <main>
          <PageErrorPanel detail={errorDetail(error)} />
        </main>
      </body>
    </html>
  )
}
