// What one campaign event writes onto the ad request, the same whether the website (the
// advertiser's actions) or the Studio (staff's review) records it: a history entry and the
// emails it owes, queued in the document's outbox. Free of Sanity imports, like lifecycle.ts.
import { emailRecipients, type CampaignEvent } from './lifecycle.ts'

export interface HistoryEntry {
  _key: string
  _type: 'campaignHistoryEntry'
  at: string
  event: CampaignEvent
  actor: 'advertiser' | 'staff'
  by?: string
  detail?: string
}

export interface QueuedEmail {
  _key: string
  _type: 'outboxEmail'
  event: CampaignEvent
  recipient: 'advertiser' | 'staff'
  detail?: string
  queuedAt: string
  status: 'pending'
  attempts: 0
}

export interface EventRecord {
  history: HistoryEntry
  emails: QueuedEmail[]
}

const newKey = () => globalThis.crypto.randomUUID().replaceAll('-', '').slice(0, 16)

/** The history entry and queued emails of one event; append both to the document. */
export function recordEvent(
  event: CampaignEvent,
  who: { actor: 'advertiser' | 'staff'; by?: string },
  now: Date,
  detail?: string,
): EventRecord {
  const at = now.toISOString()
  const extra = detail ? { detail } : {}
  return {
    history: {
      _key: newKey(),
      _type: 'campaignHistoryEntry',
      at,
      event,
      actor: who.actor,
      ...(who.by ? { by: who.by } : {}),
      ...extra,
    },
    emails: emailRecipients(event).map((recipient) => ({
      _key: newKey(),
      _type: 'outboxEmail',
      event,
      recipient,
      queuedAt: at,
      status: 'pending',
      attempts: 0,
      ...extra,
    })),
  }
}
