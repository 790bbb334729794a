import { evaluate, parse } from 'groq-js'
import type { AdOptions } from '../../../web/lib/ad-request/options.ts'
import type { AdRequestFormValues } from '../../../web/lib/ad-request/schema.ts'
import { adOptionsQuery } from '../../../web/lib/sanity/queries.ts'
import { readSeedDocuments } from '../../support/seed.ts'

// The wizard's options exactly as adOptionsQuery returns them for the seed (studio/seed): the
// site's own query, run with groq-js (the engine the local lake uses) over the seed documents,
// named in `lang` (English: as the server checks and stores a request).
export const seedOptionsIn = async (lang: string, dataset = readSeedDocuments()) => {
  const params = { lang }
  return (await (
    await evaluate(parse(adOptionsQuery, { params }), { dataset, params })
  ).get()) as AdOptions
}

export const seedOptions = await seedOptionsIn('en')

export const TODAY = '2026-07-01'

export const validBanner: AdRequestFormValues = {
  businessName: 'Sweet Auburn Bar',
  contactName: 'Maya Jones',
  email: 'maya@example.com',
  phone: '(404) 555-0100',
  adType: 'banner',
  adName: 'Friday Nights',
  targetUrl: 'https://sweetauburn.example.com',
  description: 'Live jazz every Friday',
  bannerAssetId: '',
  headline: '',
  bodyText: '',
  callToAction: '',
  htmlCode: '',
  budget: '300',
  duration: 30,
  startDate: TODAY,
  targetAudience: 'local',
  paymentMethod: 'card',
}
