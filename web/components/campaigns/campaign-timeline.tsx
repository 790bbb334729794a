import { formatAtlantaDateTime } from '@atl/schemas/formats'
import type { Campaign } from '../../lib/campaigns/load'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, FORMAT_LOCALE, type Locale } from '../../lib/i18n/locales'

/** What happened to the campaign, oldest first, in Atlanta time. */
export function CampaignTimeline({
  history,
  teamName,
  locale = DEFAULT_LOCALE,
}: {
  history: Campaign['history']
  /** Who staff are to the advertiser ("Vybe team"); staff members' own names stay internal. */
  teamName: string
  locale?: Locale
}) {
  const words = messagesFor(locale).campaignPage.timeline
  const entries = [...(history ?? [])].sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''))
  if (entries.length === 0) return <p className="text-zinc-300">{words.empty}</p>
  return (
    <ol className="grid gap-4 border-l border-white/15 pl-6">
      {entries.map((entry) => (
        <li key={entry._key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.85rem] size-3 rounded-full bg-brand-gradient"
          />
          <p className="font-semibold text-white">
            {entry.event ? words.events[entry.event] : words.update}
          </p>
          <p className="text-sm text-zinc-300">
            {entry.at ? (
              <time dateTime={entry.at}>
                {formatAtlantaDateTime(entry.at, FORMAT_LOCALE[locale])}
              </time>
            ) : null}
            {entry.at ? ' · ' : null}
            {entry.actor === 'advertiser' ? words.you : teamName}
          </p>
          {entry.detail ? (
            <p className="mt-1 text-sm whitespace-pre-line text-zinc-200">{entry.detail}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
