import type { Metadata } from 'next'
import { cache } from 'react'
import { doneMessage } from '@/components/campaigns/action-copy'
import { CampaignActions } from '@/components/campaigns/campaign-actions'
import { CampaignDetails } from '@/components/campaigns/campaign-details'
import { CampaignStatus } from '@/components/campaigns/campaign-status'
import { CampaignTimeline } from '@/components/campaigns/campaign-timeline'
import { AdPreviewCard } from '@/components/create-ad/ad-preview-card'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { currentBannerSizes } from '@/lib/banner/uploads'
import { campaignNamedIn } from '@/lib/campaigns/names'
import { findCampaign } from '@/lib/campaigns/load'
import { fetchEmailCopy } from '@/lib/email/copy'
import { readCampaignPageQuery, resubmitPath } from '@/lib/campaigns/page-url'
import { messagesFor } from '@/lib/messages/catalogue'
import { fill } from '@/lib/i18n/message-format'
import { localeOf } from '@/lib/i18n/page-locale'
import { answerWith } from '@/lib/server/response-status'
import { getSiteSettings } from '@/lib/site/settings'

// An advertiser's campaign, reached through the signed link in their emails (no sign-in, by
// design): its status, what they may do now, what they booked, their ad and its history. The
// token is the capability, so the page is never prerendered or cached, and never indexed; a
// token that fails in any way is the site's ordinary 404 page, status 404 (sent as the 404 page
// at an unknown address is: lib/server/response-status.ts).
export const dynamic = 'force-dynamic'

/** The campaign a token leads to, looked up once per request (the title and the page ask). */
const campaignOf = cache(findCampaign)

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/campaigns/[token]'>): Promise<Metadata> {
  const messages = messagesFor(await localeOf(params))
  const campaign = await campaignOf((await params).token)
  return {
    title: campaign ? messages.campaignPage.title : messages.notFoundPage.title,
    robots: { index: false, follow: false },
    referrer: 'same-origin',
  }
}

const sectionHeading = 'font-display text-2xl font-semibold text-white'

export default async function CampaignPage({
  params,
  searchParams,
}: PageProps<'/[lang]/campaigns/[token]'>) {
  const { token } = await params
  // The address's language: the emails link a request's page in the advertiser's language, and
  // the switcher shows it in the other (the page's <html lang> is the address's too).
  const locale = await localeOf(params)
  const texts = messagesFor(locale).campaignPage
  const [campaign, query, settings, copy] = await Promise.all([
    campaignOf(token),
    searchParams.then(readCampaignPageQuery),
    getSiteSettings(locale),
    // The same review promise the emails make, as staff wrote it in the Studio.
    fetchEmailCopy(locale),
  ])
  if (!campaign) {
    answerWith(404)
    return <NotFoundContent />
  }
  const now = new Date()
  // The choices' names in the page's language (stored in English, as staff read them).
  const named = await campaignNamedIn(campaign, locale)
  // The sizes the packages allow, beside the new banner's picker (as checked when it is sent).
  const bannerSizes =
    query.confirm === 'replaceBanner' ? await currentBannerSizes(undefined, locale) : []
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <header className="text-center">
        {campaign.reference ? (
          <p className="text-sm font-semibold tracking-widest text-zinc-300 uppercase">
            {fill(texts.reference, { reference: campaign.reference })}
          </p>
        ) : null}
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-white sm:text-5xl">
          <span className="text-gradient">{campaign.adName || texts.title}</span>
        </h1>
        <CampaignStatus
          campaign={campaign}
          now={now}
          locale={locale}
          resubmitHref={resubmitPath(token, locale)}
          reviewPromise={copy.reviewPromise}
        />
      </header>

      {query.done ? (
        <p
          role="status"
          className="mx-auto mt-8 max-w-2xl rounded-2xl border border-emerald-300/40 bg-emerald-300/10 px-5 py-3 text-center text-zinc-100"
        >
          {doneMessage(query.done, locale)}
        </p>
      ) : null}

      <div className="mt-10 grid gap-10">
        <CampaignActions
          campaign={campaign}
          token={token}
          now={now}
          query={query}
          bannerSizes={bannerSizes}
          locale={locale}
        />

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="campaign-ad-heading">
            <h2 id="campaign-ad-heading" className={`${sectionHeading} mb-4`}>
              {texts.yourAd}
            </h2>
            <AdPreviewCard values={{ ...campaign, bannerAssetId: campaign.banner?.asset?._ref }} />
          </section>
          <section aria-labelledby="campaign-details-heading">
            <h2 id="campaign-details-heading" className={`${sectionHeading} mb-4`}>
              {texts.detailsHeading}
            </h2>
            <CampaignDetails campaign={named.campaign} locale={locale} langs={named.langs} />
          </section>
        </div>

        <section aria-labelledby="campaign-timeline-heading">
          <h2 id="campaign-timeline-heading" className={`${sectionHeading} mb-4`}>
            {texts.timelineHeading}
          </h2>
          <CampaignTimeline
            history={campaign.history}
            teamName={fill(texts.timeline.team, { productName: settings.productName })}
            locale={locale}
          />
        </section>
      </div>
    </div>
  )
}
