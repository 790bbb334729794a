// The parameters the website passes its queries (web/lib/sanity/queries.ts), for the tests that
// run every one of them against the lake: the pages' queries in Spanish ($lang), which reads both
// a text and its translation, and the outbox, campaign and banner lookups with a value each test
// picks (the ad request it seeds, the outbox time, the legal page).
export function siteQueryParams({
  slug = 'privacy-policy',
  campaignId,
  now = '2030-01-01T00:00:00Z',
}: {
  slug?: string
  campaignId: string
  now?: string
}): Record<string, Record<string, unknown>> {
  const spanish = { lang: 'es' }
  return {
    siteSettingsQuery: spanish,
    homePageQuery: spanish,
    jobOpeningsQuery: spanish,
    advertisePageQuery: spanish,
    mediaKitPageQuery: spanish,
    createAdPageQuery: spanish,
    pageBySlugQuery: { slug, lang: 'es' },
    adPackagesQuery: spanish,
    adOptionsQuery: spanish,
    bannerSizesQuery: spanish,
    dueOutboxQuery: { now },
    campaignByIdQuery: { id: campaignId },
    bannerUploadQuery: { id: 'image-test-1200x400-png', source: 'create-ad-banner' },
    orphanBannersQuery: { source: 'create-ad-banner', cutoff: '2030-01-01T00:00:00Z' },
  }
}
