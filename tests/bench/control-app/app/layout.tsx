import type { ReactNode } from 'react'

// The control's whole shell: no stylesheet, no fonts, no data.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
