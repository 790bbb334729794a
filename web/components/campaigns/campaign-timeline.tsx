import { CAMPAIGN_EVENT_TITLES } from '@atl/schemas/campaign'
import { formatAtlantaDateTime } from '@atl/schemas/formats'
import type { Campaign } from '../../lib/campaigns/load'

/** What happened to the campaign, oldest first, in Atlanta time. */
export function CampaignTimeline({
  history,
  teamName,
}: {
  history: Campaign['history']
  /** Who staff are to the advertiser ("Vybe team"); staff members' own names stay internal. */
  teamName: string
}) {
  const entries = [...(history ?? [])].sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''))
  if (entries.length === 0) return <p className="text-zinc-300">Nothing has happened yet.</p>
  return (
    <ol className="grid gap-4 border-l border-white/15 pl-6">
      {entries.map((entry) => (
        <li key={entry._key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.85rem] size-3 rounded-full bg-brand-gradient"
          />
          <p className="font-semibold text-white">
            {entry.event ? CAMPAIGN_EVENT_TITLES[entry.event] : 'Update'}
          </p>
          <p className="text-sm text-zinc-300">
            {entry.at ? <time dateTime={entry.at}>{formatAtlantaDateTime(entry.at)}</time> : null}
            {entry.at ? ' · ' : null}
            {entry.actor === 'advertiser' ? 'You' : teamName}
          </p>
          {entry.detail ? (
            <p className="mt-1 text-sm whitespace-pre-line text-zinc-200">{entry.detail}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
