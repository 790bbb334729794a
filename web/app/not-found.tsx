import Link from 'next/link'
import { ReportNotFound } from '@/components/layout/report-not-found'
import { primaryButton } from '@/components/ui/button-styles'

export const metadata = { title: 'Oops! Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-28 text-center">
      <ReportNotFound />
      <p className="text-gradient font-display text-7xl font-extrabold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-white">Oops! Page not found</h1>
      <p className="mt-3 text-zinc-300">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className={`${primaryButton} mt-8`}>
        Back to home
      </Link>
    </section>
  )
}
