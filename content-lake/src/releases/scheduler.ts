// Publishes scheduled releases at their `publishAt`, with no browser open: the lake is the only
// party that can (the Studio only schedules). The schedule lives in the release documents, which
// the journal keeps, so a lake that was stopped at publishAt publishes on its next start; the
// state check inside the publishing transaction makes that happen exactly once.
import { releaseNameOfDocument } from '@atl/schemas/ids'
import type { Access } from '../auth/access.ts'
import { errorMessage, mutationError, type Fail } from '../shared/errors.ts'
import type { DocumentStore } from '../store/document-store.ts'
import type { ActionState } from '../write/action-state.ts'
import { releaseActionMutations } from './release-actions.ts'
import { asRelease, RELEASE_ID_PREFIX, type Release } from './release-document.ts'

/** setTimeout's longest delay (about 24.8 days); a later release is re-armed when it is reached. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** What the scheduler needs of the lake (lake/lake.ts): its documents and its transactions. */
export interface ReleaseWriter {
  readonly store: DocumentStore
  act(build: (state: ActionState) => readonly unknown[], access: Access): Promise<unknown>
}

export class ReleaseScheduler {
  private readonly lake: ReleaseWriter
  private readonly log: (message: string) => void
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> = Promise.resolve()
  private unsubscribe: (() => void) | undefined
  private stopped = false

  constructor(lake: ReleaseWriter, log: (message: string) => void) {
    this.lake = lake
    this.log = log
  }

  start() {
    // Any change to a release may move the next due time (scheduled, unscheduled, published).
    this.unsubscribe = this.lake.store.subscribe((transaction) => {
      if (transaction.changes.some((change) => releaseNameOfDocument(change.id))) this.arm()
    })
    this.arm()
  }

  /** Stops the timer and waits for a publish under way, so it lands before the store closes. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    this.unsubscribe?.()
    await this.running
  }

  private scheduled(): Release[] {
    const releases: Release[] = []
    for (const doc of this.lake.store.withPrefix(RELEASE_ID_PREFIX)) {
      const release = asRelease(doc)
      if (release?.state === 'scheduled' && release.publishAt) releases.push(release)
    }
    return releases
  }

  private arm() {
    clearTimeout(this.timer)
    if (this.stopped) return
    const times = this.scheduled().map((release) => Date.parse(release.publishAt ?? ''))
    const next = Math.min(...times.filter((time) => !Number.isNaN(time)))
    if (next === Number.POSITIVE_INFINITY) return
    const delay = Math.min(Math.max(0, next - Date.now()), MAX_DELAY_MS)
    this.timer = setTimeout(() => {
      this.running = this.running.then(() => this.publishDue())
    }, delay)
  }

  private async publishDue() {
    for (const release of this.scheduled()) {
      if (this.stopped) return
      if (Date.parse(release.publishAt ?? '') > Date.now()) continue
      await this.publish(release).catch((error: unknown) => this.fail(release, error))
    }
    // Nothing may have changed (a timer that fired a moment early): look again.
    this.arm()
  }

  private async publish(release: Release) {
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(status, { description, type, ...(id ? { id } : {}) }, 0, 'actionError')
    }
    const action = { actionType: 'sanity.action.release.publish', releaseId: release.name }
    await this.lake.act((state) => {
      // Read again inside the transaction: unscheduled or rescheduled meanwhile means not now.
      const now = asRelease(state.get(release.doc._id))
      if (now?.state !== 'scheduled' || Date.parse(now.publishAt ?? '') > Date.now()) return []
      return releaseActionMutations(action, state, fail, { publishScheduled: true })
    }, schedulerAccess(release))
  }

  /** A release that cannot be published goes back to active, with the reason the Studio shows. */
  private async fail(release: Release, error: unknown) {
    const message = errorMessage(error)
    this.log(`[lake] scheduled release "${release.name}" could not be published: ${message}`)
    await this.lake
      .act(
        () => [
          {
            patch: {
              id: release.doc._id,
              set: { state: 'active', error: { message } },
              unset: ['publishAt'],
            },
          },
        ],
        schedulerAccess(release),
      )
      .catch((again: unknown) => this.log(`[lake] recording that failed too: ${String(again)}`))
  }
}

/** Scheduled publishes are recorded as the person who created the release. */
function schedulerAccess(release: Release): Access {
  const userId = release.doc.userId
  const identity = typeof userId === 'string' && userId ? userId : 'p-local-scheduler'
  return { anonymous: false, canWrite: true, identity, user: null }
}
