import { VisualEditing } from 'next-sanity/visual-editing'
import { DRAFT_LIVE_EVENTS_PATH } from '@/lib/draft-mode/live-relay'
import { currentPreviewBarLabel } from '@/lib/draft-mode/preview-perspective'
import { DraftLiveRefresh } from './draft-live-refresh'
import { LiveConnectionBoundary } from './live-connection-boundary'

// Rendered by the layout in draft mode only, so visitors load none of it: the bar that says
// what is shown (drafts, or the release the Presentation tool previews) with a way out, live
// refresh as drafts change, and the click-to-edit overlays the Presentation tool talks to. A
// failed live connection shows in the bar.
export async function DraftModeTools() {
  const label = await currentPreviewBarLabel()
  return (
    <>
      {/* Room below the footer, so the fixed bar never covers the end of the page. */}
      <div aria-hidden="true" className="h-10" />
      <div
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-night"
      >
        {label}
        <LiveConnectionBoundary>
          <DraftLiveRefresh path={DRAFT_LIVE_EVENTS_PATH} />
        </LiveConnectionBoundary>
        {/* A plain request to the route handler, not a client-side navigation. */}
        <form action="/api/draft-mode/disable" method="get">
          <button type="submit" className="cursor-pointer underline underline-offset-4">
            Exit preview
          </button>
        </form>
      </div>
      <VisualEditing />
    </>
  )
}
