import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { localeOf } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'

// The 404 page's title in the missing address's language: [lang]/not-found.tsx is given no
// params, so the title comes from this route's layout, around the page that calls notFound().
export async function generateMetadata({
  params,
}: {
  params: Promise<{ lang: string }>
}): Promise<Metadata> {
  return { title: messagesFor(await localeOf(params)).notFoundPage.title }
}

export default function MissingLayout({ children }: { children: ReactNode }) {
  return children
}
