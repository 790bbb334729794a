import type { Metadata } from 'next'
import { connection } from 'next/server'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { localeOf } from '@/lib/i18n/page-locale'
import { messagesFor } from '@/lib/messages/catalogue'
import { answerWith } from '@/lib/server/response-status'

// Any address under a language that no page has: the language's 404 page, inside its layout,
// sent with status 404 by the website's server. Not notFound(): here, above any boundary of
// ours, it makes Next.js send its bare error shell instead (lib/server/response-status.ts).

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/[...missing]'>): Promise<Metadata> {
  return {
    title: messagesFor(await localeOf(params)).notFoundPage.title,
    robots: { index: false },
  }
}

export default async function MissingPage() {
  // Rendered per request, never cached: the status is set as the page renders.
  await connection()
  answerWith(404)
  return <NotFoundContent />
}
