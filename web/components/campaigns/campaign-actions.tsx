import { advertiserActions, campaignStatus } from '@atl/schemas/campaign'
import Link from 'next/link'
import type { PackageBannerSize } from '../../lib/banner/limits'
import type { Campaign } from '../../lib/campaigns/load'
import { campaignPagePath, type CampaignPageQuery } from '../../lib/campaigns/page-url'
import { primaryButton, secondaryButton } from '../ui/button-styles'
import { ActionConfirmation } from './action-confirmation'
import { actionCopy } from './action-copy'
import { ActionError } from './action-error'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'

const ACTIONS_ID = 'campaign-actions'

/**
 * What the advertiser may do now: a link per action, each opening its confirmation on this page
 * (`?confirm=<action>`), so everything works without JavaScript.
 */
export function CampaignActions({
  campaign,
  token,
  now,
  query,
  bannerSizes = [],
  locale = DEFAULT_LOCALE,
}: {
  campaign: Campaign
  token: string
  now: Date
  query: CampaignPageQuery & { values: Record<string, string> }
  /** Needed only while the new banner's form is open. */
  bannerSizes?: readonly PackageBannerSize[]
  /** The request's language (its `language`), not the address's. */
  locale?: Locale
}) {
  const words = messagesFor(locale).campaignPage.actions
  const allowed = advertiserActions(campaign, now)
  // While staff wait for changes, the first action answers them (advertiserActions orders it so).
  const leadsWithAnswer = campaignStatus(campaign, now) === 'changesRequested'
  const confirm = query.confirm && allowed.includes(query.confirm) ? query.confirm : undefined
  // An error of an action that is no longer offered, or of a post that named no action.
  const looseError = confirm
    ? undefined
    : (query.error ?? (query.confirm && words.noLongerPossible))
  return (
    <section id={ACTIONS_ID} aria-labelledby="campaign-actions-heading">
      <h2 id="campaign-actions-heading" className="font-display text-2xl font-semibold text-white">
        {words.heading}
      </h2>
      {looseError ? <ActionError message={looseError} /> : null}
      <div className="mt-4">
        {confirm ? (
          <ActionConfirmation
            action={confirm}
            campaign={campaign}
            token={token}
            now={now}
            error={query.error}
            invalidField={query.field}
            values={query.values}
            bannerSizes={bannerSizes}
            locale={locale}
          />
        ) : allowed.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {allowed.map((action, index) => (
              <li key={action}>
                <Link
                  href={`${campaignPagePath(token, locale)}?confirm=${action}#${ACTIONS_ID}`}
                  prefetch={false}
                  className={leadsWithAnswer && index === 0 ? primaryButton : secondaryButton}
                >
                  {actionCopy(action, locale).offer}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-zinc-300">{words.nothingToChange}</p>
        )}
      </div>
    </section>
  )
}
