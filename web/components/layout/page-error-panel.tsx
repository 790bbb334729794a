import type { CatalogueShape } from '@/lib/messages/catalogue'
import { errorPage as english } from '@/lib/messages/en/error-page'

/** The spec's routing-failure screen: its title and the status or message of the failure. */
export function PageErrorPanel({
  detail,
  onRetry,
  messages = english,
  homeHref = '/',
}: {
  detail: string
  onRetry?: () => void
  /** The page's language; the global error page, outside every layout, is English. */
  messages?: CatalogueShape<typeof english>
  homeHref?: string
}) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-5 py-28 text-center"
    >
      <h1 className="font-display text-3xl font-bold text-white">{messages.title}</h1>
      <p className="mt-4 rounded-xl border border-white/10 bg-white/5 px-4 py-3 font-mono text-sm text-zinc-300">
        {detail}
      </p>
      <div className="mt-8 flex gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="bg-brand-gradient min-h-12 rounded-full px-7 font-semibold text-white"
          >
            {messages.retry}
          </button>
        ) : null}
        {/* A full page load, not client navigation: the app may be in a broken state. */}
        <a
          href={homeHref}
          className="inline-flex min-h-12 items-center rounded-full border border-white/20 px-7 font-semibold text-white"
        >
          {messages.home}
        </a>
      </div>
    </section>
  )
}

/**
 * What the panel shows: the error's status, else its message. Server errors reach the browser
 * with a generic message and a digest (production hides server details); the digest matches the
 * server log.
 */
export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error ?? 'Unknown error')
  const status = 'status' in error ? error.status : undefined
  const digest = 'digest' in error ? error.digest : undefined
  if (status) return `Status ${String(status)}`
  if (digest) return `${error.message || 'Server error'} (reference ${String(digest)})`
  return error.message || 'Unknown error'
}
