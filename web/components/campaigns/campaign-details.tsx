import { formatAtlantaDateTime } from '@atl/schemas/formats'
import {
  campaignTexts,
  type CampaignTexts,
  type NameLangs,
} from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, FORMAT_LOCALE, textLang, type Locale } from '../../lib/i18n/locales'
import { fill } from '../../lib/i18n/message-format'

// Everything the advertiser booked, as stored, its choices named in the page's language where
// the caller has them so (lib/campaigns/names.ts; `langs`: the language of each name, English
// where not given). A fact the document lacks is left out. Facts go
// by their short names, but for the ad type: without the ad's name beside it (as the wizard's
// confirmation has it), "Type" alone says too little.

type RunsWords = { runs: string; runsFrom: string }

function runsText({ startDate, lastDay }: CampaignTexts, words: RunsWords) {
  if (!startDate) return undefined
  return lastDay
    ? fill(words.runs, { start: startDate, end: lastDay })
    : fill(words.runsFrom, { start: startDate })
}

export function CampaignDetails({
  campaign: c,
  locale = DEFAULT_LOCALE,
  langs = {},
}: {
  campaign: Campaign
  locale?: Locale
  langs?: NameLangs
}) {
  const messages = messagesFor(locale)
  const { labels } = messages.campaignFacts
  const short = (field: keyof typeof labels) => labels[field].short
  const booked = campaignTexts(c, 'long', { locale, facts: messages.bookedFacts })
  const cms = (name: keyof NameLangs) => textLang(langs[name] ?? 'en', locale)
  const rows: [string, string | undefined, lang?: string][] = [
    [short('businessName'), c.businessName],
    [short('contactName'), c.contactName],
    [short('email'), c.email],
    [short('phone'), c.phone],
    [labels.adType.long, booked.adType, cms('adType')],
    [short('targetUrl'), c.targetUrl],
    [short('packageName'), booked.packageName, cms('packageName')],
    [short('budget'), booked.budget],
    [short('duration'), booked.duration],
    [short('totalPrice'), booked.total],
    [short('runs'), runsText(booked, messages.campaignPage.details)],
    [short('targetAudience'), booked.audience, cms('audience')],
    [short('estimatedImpressions'), booked.impressions],
    [short('estimatedClicks'), booked.clicks],
    [
      short('submittedAt'),
      c.submittedAt ? formatAtlantaDateTime(c.submittedAt, FORMAT_LOCALE[locale]) : undefined,
    ],
  ]
  return (
    <dl className="grid gap-3 rounded-2xl border border-white/10 bg-white/5 p-5 text-sm">
      {rows.map(([label, value, lang]) =>
        value ? (
          <div key={label} className="flex justify-between gap-4">
            <dt className="shrink-0 text-zinc-300">{label}</dt>
            <dd lang={lang} className="min-w-0 text-right font-medium break-words text-white">
              {value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
