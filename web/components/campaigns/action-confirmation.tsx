import { atlantaDay, type AdvertiserAction } from '@atl/schemas/campaign'
import Link from 'next/link'
import type { Campaign } from '../../lib/campaigns/load'
import {
  campaignActionPath,
  campaignBannerPath,
  campaignPagePath,
} from '../../lib/campaigns/page-url'
import { primaryButton, secondaryButton } from '../ui/button-styles'
import { actionConsequence, actionCopy } from './action-copy'
import { ActionError } from './action-error'
import type { PackageBannerSize } from '../../lib/banner/limits'
import { BannerFileField, ContentFields, StartDateField } from './action-fields'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'

/**
 * The confirmation of one action: a plain form that posts to the action route, which sends the
 * browser back here (confirmed, or with the error and the values sent).
 */
export function ActionConfirmation({
  action,
  campaign,
  token,
  now,
  error,
  invalidField,
  values,
  bannerSizes,
  locale = DEFAULT_LOCALE,
}: {
  action: AdvertiserAction
  campaign: Campaign
  token: string
  now: Date
  error?: string
  invalidField?: string
  values: Record<string, string>
  bannerSizes: readonly PackageBannerSize[]
  locale?: Locale
}) {
  const copy = actionCopy(action, locale)
  const fields = { campaign, values, invalidField, locale }
  return (
    <div className="rounded-2xl border border-[#A78BFA]/40 bg-brand-purple/10 p-5 sm:p-6">
      <h3 className="font-display text-xl font-semibold text-white">{copy.question}</h3>
      <p className="mt-2 text-zinc-300">{actionConsequence(action, campaign, locale)}</p>
      {error ? <ActionError message={error} /> : null}
      <form
        method="post"
        action={action === 'replaceBanner' ? campaignBannerPath(token) : campaignActionPath(token)}
        // Multipart sends an HTML ad's code and an image as they are; URL encoding would triple
        // the code's size and cannot carry a file.
        encType={
          action === 'changeContent' || action === 'replaceBanner'
            ? 'multipart/form-data'
            : undefined
        }
        className="mt-5 grid gap-5"
      >
        <input type="hidden" name="action" value={action} />
        {action === 'changeStartDate' ? (
          <StartDateField {...fields} today={atlantaDay(now)} />
        ) : null}
        {action === 'changeContent' ? <ContentFields {...fields} /> : null}
        {action === 'replaceBanner' ? (
          <BannerFileField invalidField={invalidField} sizes={bannerSizes} locale={locale} />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {copy.confirm}
          </button>
          <Link href={campaignPagePath(token, locale)} prefetch={false} className={secondaryButton}>
            {copy.keep}
          </Link>
        </div>
      </form>
    </div>
  )
}
