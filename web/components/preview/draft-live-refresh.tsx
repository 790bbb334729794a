'use client'
import { useRouter } from 'next/navigation'
import { startTransition, useEffect, useState } from 'react'

// Re-renders a draft-mode page whenever the lake reports a change (drafts included), from the
// website's own relay of the lake's live events (lib/draft-mode/live-relay.ts). next-sanity's
// <SanityLive> would open the lake's stream itself, which takes a token in the browser that
// reads every private document too; this opens our origin's stream, which the draft-session
// cookie authorizes, with the browser's own EventSource (it reconnects, and resumes with
// Last-Event-ID, by itself). The events carry only sync tags: the refresh reads the drafts on
// the server.

/** As next-sanity, after a `goaway` (the lake has no stream slot left): refresh on a timer. */
const GOAWAY_REFRESH_MS = 30_000

export function DraftLiveRefresh({ path }: { path: string }) {
  const router = useRouter()
  const [failure, setFailure] = useState<Error | null>(null)
  // Thrown while rendering, so LiveConnectionBoundary shows it in the preview bar.
  if (failure) throw failure

  useEffect(() => {
    const source = new EventSource(path)
    let timer: ReturnType<typeof setInterval> | undefined
    const refresh = () => startTransition(() => router.refresh())
    source.addEventListener('welcome', () =>
      console.info('Live preview is connected and listening for draft changes'),
    )
    source.addEventListener('message', refresh)
    // The lake could not replay what was missed while reconnecting: the page may be stale.
    source.addEventListener('restart', refresh)
    source.addEventListener('goaway', () => {
      source.close()
      timer = setInterval(refresh, GOAWAY_REFRESH_MS)
    })
    // EventSource retries dropped connections itself; it gives up (CLOSED) on a refusal, e.g.
    // the draft session ended or the lake refused the website's token.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        setFailure(new Error(`Live preview events were refused at ${path}`))
      }
    })
    return () => {
      source.close()
      clearInterval(timer)
    }
  }, [path, router])
  return null
}
