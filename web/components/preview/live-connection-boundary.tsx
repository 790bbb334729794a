'use client'
import { Component, type ReactNode } from 'react'

// <DraftLiveRefresh> throws here when the live connection is refused (the draft session ended,
// the lake refused the website's token): the editor then reads that the preview stopped following
// their edits, in the preview itself, instead of a message in a console nobody opens.

interface State {
  failed: boolean
}

export class LiveConnectionBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('Live preview connection failed', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="alert" className="font-normal">
        Live updates stopped: edits no longer appear here by themselves.{' '}
        <a href="" className="underline underline-offset-4">
          Reload
        </a>{' '}
        to see the latest draft.
      </p>
    )
  }
}
