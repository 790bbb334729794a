// Time from submit to email in the inbox: each accepted ad request owes a confirmation to the
// advertiser and a notification to staff, sent by the website's outbox after the answer. After
// the load, waits (bounded) until the local inbox holds both for every request, then measures
// each confirmation against the moment its POST was sent.
//
// When an email arrived is read from maildev's stored copy (the .eml file's mtime, written on
// receipt), not its `time` field: that is the message's Date header, set by the sender in whole
// seconds, so it can even come before the POST that caused it.
import fsp from 'node:fs/promises'
import type { InboxEmail, LocalInbox } from '../support/local-inbox.ts'
import { latencySummary, round, type LatencySummary } from './percentile.ts'

const WAIT_LIMIT_MS = 60_000
const POLL_EVERY_MS = 500
/** The confirmation's subject carries the request's reference. */
const REFERENCE = /\bVY-[A-Z0-9]{8}\b/

export interface SentRequest {
  /** The advertiser's address, unique to the request. */
  email: string
  /** Wall clock (Date.now()) just before the POST was sent. */
  sentAt: number
}

export interface EmailLatencySection {
  expected: number
  /** Requests with a confirmation / a staff notification in the inbox. */
  confirmations: number
  staffNotifications: number
  /** Requests with more than one confirmation / staff notification. */
  duplicateConfirmations: number
  duplicateStaffNotifications: number
  /** How long the wait after the load took (up to the limit). */
  waitedSeconds: number
  waitLimitSeconds: number
  /** Confirmations whose arrival could be timed (their stored copy was readable). */
  timed: number
  submitToConfirmation?: LatencySummary
}

export async function measureEmailLatency(
  inbox: LocalInbox,
  staffAddress: string,
  sent: SentRequest[],
): Promise<EmailLatencySection> {
  const started = performance.now()
  const deadline = Date.now() + WAIT_LIMIT_MS
  let found = await emailsOf(inbox, staffAddress, sent)
  while (found.some((f) => f.confirmations.length === 0 || f.staff.length === 0)) {
    if (Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
    found = await emailsOf(inbox, staffAddress, sent)
  }
  const waitedSeconds = round((performance.now() - started) / 1000)

  const latencies: number[] = []
  for (const { request, confirmations } of found) {
    const received = await Promise.all(confirmations.map(receivedAt))
    const first = Math.min(...received.filter((t) => t !== undefined))
    if (Number.isFinite(first)) latencies.push(first - request.sentAt)
  }
  return {
    expected: sent.length,
    confirmations: found.filter((f) => f.confirmations.length > 0).length,
    staffNotifications: found.filter((f) => f.staff.length > 0).length,
    duplicateConfirmations: found.filter((f) => f.confirmations.length > 1).length,
    duplicateStaffNotifications: found.filter((f) => f.staff.length > 1).length,
    waitedSeconds,
    waitLimitSeconds: WAIT_LIMIT_MS / 1000,
    timed: latencies.length,
    submitToConfirmation: latencies.length > 0 ? latencySummary(latencies) : undefined,
  }
}

/** Each request's confirmations and staff notifications in the inbox right now. */
async function emailsOf(inbox: LocalInbox, staffAddress: string, sent: SentRequest[]) {
  const emails = await inbox.emails()
  const to = (email: InboxEmail, address: string) => email.to.some((r) => r.address === address)
  const staff = emails.filter((email) => to(email, staffAddress))
  return sent.map((request) => ({
    request,
    confirmations: emails.filter((e) => to(e, request.email) && REFERENCE.test(e.subject)),
    // The staff email names the advertiser's address among the request's facts.
    staff: staff.filter((e) => e.text.includes(request.email)),
  }))
}

/** When maildev stored the email (ms), or undefined if its copy cannot be read. */
async function receivedAt(email: InboxEmail & { source?: string }): Promise<number | undefined> {
  if (!email.source) return undefined
  return fsp.stat(email.source).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  )
}
