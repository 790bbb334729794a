// Runs discardLeftoverDrafts (./leftover-drafts.ts) whenever the Studio sees another release
// published: when it opens, which catches the releases published on schedule while no Studio
// was open, and when a release publishes while it is open.
import { useEffect, useMemo, useRef } from 'react'
import { definePlugin, useAllReleases, useClient, type LayoutProps } from 'sanity'
import { discardLeftoverDrafts } from './leftover-drafts.ts'

function LeftoverDrafts() {
  const client = useClient({ apiVersion: '2025-02-19' })
  // The releases the Studio's own release store holds (its perspective menu lists them), so no
  // listener of our own.
  const { data: releases, loading } = useAllReleases()
  const published = useMemo(
    () => releases.filter((release) => release.state === 'published'),
    [releases],
  )
  const key = published.map((release) => `${release._id}@${release.publishedAt}`).join()
  const done = useRef('')
  useEffect(() => {
    if (loading || key === done.current) return
    done.current = key
    discardLeftoverDrafts(client, published).catch((error: unknown) => {
      // Nothing is lost: the draft stays, and the next Studio to open tries again.
      console.warn('Could not discard drafts left by published releases', error)
    })
  }, [client, key, loading, published])
  return null
}

function LeftoverDraftsLayout(props: LayoutProps) {
  return (
    <>
      {props.renderDefault(props)}
      <LeftoverDrafts />
    </>
  )
}

export const leftoverDraftsPlugin = definePlugin({
  name: 'leftover-drafts',
  studio: { components: { layout: LeftoverDraftsLayout } },
})
