import { defineQuery } from 'next-sanity'

// Every query the website runs. Result types are generated from these by `npm run typegen`.
// Each answer carries the sync tags that decide when its page refreshes (lib/sanity/fetch.ts).

/**
 * A short text in `$lang` (its translation in `<field>Translations`, schemas/translations), or its
 * English field while it has none; `<field>Lang` is the language it is in, for `lang=` (textLang).
 * The translation's `language` is compared, never its `value`: a value a query inspects gets no
 * source map, and the Spanish text must lead Presentation's click-to-edit to its own field.
 * (A translation saved without a value is refused by the schema's validation.)
 * One expression, `as const`: typegen reads a helper's text only from an arrow's expression
 * body, and the query keeps a literal type, which is how sanityFetch finds its result type.
 */
const inLanguage = <Field extends string>(field: Field) =>
  `"${field}": coalesce(${field}Translations[language == $lang][0].value, ${field}),
  "${field}Lang": coalesce(${field}Translations[language == $lang][0].language, "en")` as const

/** Search and sharing texts in `$lang` (or English; a legal page's are its own document's). */
const seoFields = /* groq */ `seo{${inLanguage('title')}, ${inLanguage('description')}}` as const
/** A section's heading block, its texts in `$lang` (or English). */
const sectionIntroFields =
  /* groq */ `{${inLanguage('eyebrow')}, ${inLanguage('heading')}, ${inLanguage('intro')}}` as const
/** A title and a sentence (titledText), in `$lang` (or English). */
const titledTextFields = /* groq */ `{_key, ${inLanguage('title')}, ${inLanguage('text')}}` as const
/** A claim (stat), its figure as shown and its words in `$lang` (or English). */
const statFields =
  /* groq */ `{_id, ${inLanguage('value')}, ${inLanguage('label')}, ${inLanguage('description')}}` as const
const linkFields = /* groq */ `{_key, ${inLanguage('label')}, href}` as const

// A link stored without a target (before the schema required one) would look like a link and
// lead nowhere: only links with a target are read, and a footer column left empty is dropped.
// The tagline and the links' words in `$lang` (or English).
export const siteSettingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  productName, ${inLanguage('tagline')}, companyName, companyLocation, betaUrl, appUrl,
  jobApplicationUrl, headerLinks[defined(href)]${linkFields}, generalEmail, supportEmail, privacyEmail,
  footerColumns[]{_key, ${inLanguage('title')}, "links": links[defined(href)]${linkFields}}[count(links) > 0],
  ${seoFields}
}`)

/** The home page, its words (and its features', claims' and testimonials') in `$lang` (or English). */
export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{${inLanguage('heading')}, ${inLanguage('subheading')}, ${inLanguage('body')}, ${inLanguage('ctaLabel')}},
  features{
    intro${sectionIntroFields},
    "items": items[]->{_id, ${inLanguage('title')}, ${inLanguage('description')}, icon}
  },
  benefits{
    intro${sectionIntroFields},
    "stats": stats[]->${statFields},
    "testimonials": testimonials[]->{_id, ${inLanguage('quote')}, name, ${inLanguage('context')}, rating}
  },
  callToAction{${inLanguage('heading')}, ${inLanguage('body')}, ${inLanguage('buttonLabel')}},
  contact${sectionIntroFields},
  jobs{intro${sectionIntroFields}, ${inLanguage('applyLabel')}},
  ${seoFields}
}`)

/** The open roles, their words in `$lang` (or English); type, dates and order are shared. */
export const jobOpeningsQuery = defineQuery(`*[_type == "jobOpening"] | order(order asc){
  _id, ${inLanguage('title')}, ${inLanguage('location')}, employmentType, ${inLanguage('summary')},
  ${inLanguage('description')}, isNew, datePosted
}`)

/** The advertise page, its words (and its claims') in `$lang` (or English). */
export const advertisePageQuery =
  defineQuery(`*[_type == "advertisePage" && _id == "advertisePage"][0]{
  hero{intro${sectionIntroFields}, ${inLanguage('ctaLabel')}},
  about${sectionIntroFields},
  audience{intro${sectionIntroFields}, "stats": stats[]->${statFields}},
  tiers${sectionIntroFields},
  metrics{intro${sectionIntroFields}, "stats": stats[]->${statFields}},
  why{intro${sectionIntroFields}, "reasons": reasons[]${titledTextFields}},
  contact{intro${sectionIntroFields}, email, ${inLanguage('responseTime')}, ${inLanguage('formHeading')}},
  createAd{intro${sectionIntroFields}, ${inLanguage('buttonLabel')}},
  ${seoFields}
}`)

/** The advertise page's tiers, their texts in `$lang` (or English). */
export const adPackagesQuery = defineQuery(`*[_type == "adPackage"] | order(order asc){
  _id, "key": key.current, monthlyPrice, monthlyImpressions,
  ${inLanguage('name')}, ${inLanguage('placement')}, ${inLanguage('extras')}, ${inLanguage('highlight')}
}`)

/** The media kit, its words in `$lang` (or English); the file, colours and year are shared. */
export const mediaKitPageQuery =
  defineQuery(`*[_type == "mediaKitPage" && _id == "mediaKitPage"][0]{
  hero${sectionIntroFields},
  logo{${inLanguage('alt')}, asset->{extension, metadata{dimensions{width, height}}}},
  "colors": colors[]{_key, ${inLanguage('name')}, hex, ${inLanguage('usage')}},
  about{${inLanguage('heading')}, ${inLanguage('body')}, foundedYear},
  "keyFacts": keyFacts[]{_key, ${inLanguage('label')}, ${inLanguage('value')}},
  pressContact{${inLanguage('heading')}, ${inLanguage('text')}, email},
  ${seoFields}
}`)

/** The media kit's logo file, which the website serves from its own origin. */
export const mediaKitLogoQuery =
  defineQuery(`*[_type == "mediaKitPage" && _id == "mediaKitPage"][0]{
  "productName": *[_type == "siteSettings" && _id == "siteSettings"][0].productName,
  "file": logo.asset->{url, mimeType, extension}
}`)

/**
 * A legal or help page in `$lang`, or in English when it has no translation yet (documents from
 * before translations have no language: English). `language` says which one it is.
 */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug
  && coalesce(language, "en") in [$lang, "en"]]
  | order(coalesce(language, "en") == $lang desc)[0]{
  title, "slug": slug.current, "language": coalesce(language, "en"), effectiveDate, intro, body,
  ${seoFields}, _updatedAt
}`)

export const sitemapQuery = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current) && coalesce(language, "en") == "en"]{"slug": slug.current, _updatedAt},
  "singletons": *[_id in ["homePage", "advertisePage", "mediaKitPage", "createAdPage"]]{_id, _updatedAt}
}`)

/**
 * What the Create Ad wizard offers, exactly as the CMS has it now, its names in `$lang` (or
 * English). The server checks and stores a request against the English ones (`$lang` "en").
 */
export const adOptionsQuery = defineQuery(`{
  "packages": *[_type == "adPackage"] | order(order asc){
    _id, "key": key.current, monthlyPrice, monthlyImpressions, ${inLanguage('name')}, ${inLanguage('placement')}
  },
  "durations": *[_type == "campaignDuration"] | order(days asc){
    _id, days, "discountPercent": coalesce(discountPercent, 0), isDefault, ${inLanguage('label')}
  },
  "audiences": *[_type == "targetAudience"] | order(order asc){
    _id, "key": key.current, isDefault, ${inLanguage('label')}, ${inLanguage('description')}
  },
  "adTypes": *[_type == "adType"] | order(order asc){
    _id, key, availability, isDefault, ${inLanguage('label')}, ${inLanguage('description')}, ${inLanguage('badge')}
  },
  "clickThroughRate": *[_type == "stat" && key.current == "click-through-rate"][0].numericValue
}`)

/** The wizard's page copy in `$lang` (or English). */
export const createAdPageQuery =
  defineQuery(`*[_type == "createAdPage" && _id == "createAdPage"][0]{
  ${inLanguage('heading')}, ${inLanguage('intro')}, "benefits": benefits[]${titledTextFields},
  ${inLanguage('successHeading')}, ${inLanguage('successText')}, ${seoFields}
}`)

/**
 * Inbox documents with a HubSpot delivery or an email that is waiting and due (the outbox).
 * `outboxPending` (set while anything waits) lets the lake read only those documents, through
 * its index of that field, instead of every item of every stored submission.
 */
export const dueOutboxQuery = defineQuery(`*[
  _type in ["adRequest", "contactMessage"] && outboxPending == true && (
    (delivery.status == "pending" &&
      (!defined(delivery.nextAttemptAt) || delivery.nextAttemptAt <= $now)) ||
    count(emails[status == "pending" && (!defined(nextAttemptAt) || nextAttemptAt <= $now)]) > 0
  )
] | order(submittedAt asc)[0...100]._id`)

/**
 * Inbox documents stored before `outboxPending` existed that still have an item waiting: a whole
 * scan, run once per process (outbox/worker.ts, flagUnmarkedOutbox).
 */
export const unflaggedOutboxQuery = defineQuery(`*[
  _type in ["adRequest", "contactMessage"] && !defined(outboxPending) &&
  (delivery.status == "pending" || count(emails[status == "pending"]) > 0)
]._id`)

/**
 * The published words of the campaign emails (the raw perspective with an exact id never sees a
 * draft), with the brand name from Site settings.
 */
export const campaignEmailsQuery =
  defineQuery(`*[_type == "campaignEmails" && _id == "campaignEmails"][0]{
  "productName": *[_type == "siteSettings" && _id == "siteSettings"][0].productName,
  greeting, signOff, reviewPromise, whatHappensNext,
  messages,
  spanish
}`)

/** One ad request by id: what its campaign page shows. Private: read with the write client. */
export const campaignByIdQuery = defineQuery(`*[_id == $id && _type == "adRequest"][0]`)

/**
 * Each package's banner size, named in `$lang` (or English): the wizard shows them, the upload
 * route checks against them.
 */
export const bannerSizesQuery = defineQuery(
  `*[_type == "adPackage"] | order(order asc){${inLanguage('name')}, bannerSize{width, height}}`,
)

/** One banner this flow uploaded, or null (any other asset, or one swept meanwhile). */
export const bannerUploadQuery = defineQuery(
  `*[_type == "sanity.imageAsset" && _id == $id && source.name == $source][0]{
    _id, url, size, mimeType, "width": metadata.dimensions.width, "height": metadata.dimensions.height
  }`,
)

/**
 * Banners this flow uploaded before `$cutoff` that no document references (never submitted).
 * A delete's selection: it returns the documents themselves, as a mutation's query must. The
 * reference check is a second filter, over only this flow's old uploads: inside one filter GROQ
 * evaluates both sides of `&&`, so it scanned every document for each document.
 */
export const orphanBannersQuery = defineQuery(
  `*[_type == "sanity.imageAsset" && source.name == $source && _updatedAt < $cutoff]
    [count(*[references(^._id)]) == 0]`,
)
