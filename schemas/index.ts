// The content model: every document type the Studio edits and the website reads.
import { adPackage } from './documents/ad-package.ts'
import { adType } from './documents/ad-type.ts'
import { campaignDuration } from './documents/campaign-duration.ts'
import { feature } from './documents/feature.ts'
import { jobOpening } from './documents/job-opening.ts'
import { page } from './documents/page.ts'
import { stat } from './documents/stat.ts'
import { targetAudience } from './documents/target-audience.ts'
import { testimonial } from './documents/testimonial.ts'
import { adRequest } from './inbox/ad-request.ts'
import { campaignHistoryEntry, campaignReview, outboxEmail } from './inbox/campaign.ts'
import { contactMessage } from './inbox/contact-message.ts'
import { delivery } from './inbox/delivery.ts'
import { link } from './objects/link.ts'
import { richText } from './objects/rich-text.ts'
import { sectionIntro } from './objects/section-intro.ts'
import { seo } from './objects/seo.ts'
import { titledText } from './objects/titled-text.ts'
import { TRANSLATED_DOCUMENT_TYPES } from './translations/languages.ts'
import { translatedPaths, type SchemaPart } from './translations/translated-paths.ts'
import { advertisePage } from './singletons/advertise-page.ts'
import { campaignEmailMessage, campaignEmails } from './singletons/campaign-emails.ts'
import { createAdPage } from './singletons/create-ad-page.ts'
import { homePage } from './singletons/home-page.ts'
import { mediaKitPage } from './singletons/media-kit-page.ts'
import { siteSettings } from './singletons/site-settings.ts'

/** Documents that exist exactly once, under an id equal to their type name. */
export const SINGLETON_TYPES = [
  'siteSettings',
  'homePage',
  'advertisePage',
  'mediaKitPage',
  'createAdPage',
  'campaignEmails',
] as const

/** Documents the website writes on private paths (`<type>.<uuid>`); staff only follow them up. */
export const INBOX_TYPES = ['adRequest', 'contactMessage'] as const

export const schemaTypes = [
  // singletons
  siteSettings,
  homePage,
  advertisePage,
  mediaKitPage,
  createAdPage,
  campaignEmails,
  // content
  feature,
  testimonial,
  stat,
  jobOpening,
  adPackage,
  campaignDuration,
  targetAudience,
  adType,
  page,
  // inbox
  adRequest,
  contactMessage,
  // objects
  campaignEmailMessage,
  campaignReview,
  campaignHistoryEntry,
  outboxEmail,
  delivery,
  link,
  richText,
  sectionIntro,
  seo,
  titledText,
]

const fieldsOfType = new Map<string, readonly SchemaPart[] | undefined>(
  schemaTypes.map((type) => [type.name, 'fields' in type ? type.fields : undefined]),
)

/**
 * The document types with texts translated field by field, each with the paths of its English
 * fields that have translations (`name` for `nameTranslations`, `hero.heading` for
 * `hero.headingTranslations`): read off the types above (translations/translated-paths.ts).
 */
export const FIELD_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  schemaTypes.flatMap((type) => {
    // A document translated as a whole (TRANSLATED_DOCUMENT_TYPES) hides its fields' translations.
    if (type.type !== 'document' || !('fields' in type)) return []
    if (TRANSLATED_DOCUMENT_TYPES.some((name) => name === type.name)) return []
    const paths = translatedPaths(type.fields, (name) => fieldsOfType.get(name))
    return paths.length > 0 ? [[type.name, paths]] : []
  }),
)

export { AD_TYPE_AVAILABILITY } from './documents/ad-type.ts'
export { AD_TYPE_KEYS } from './campaign/ad-type-keys.ts'
export { PAGE_SLUGS } from './documents/page.ts'
export {
  CONTENT_LANGUAGES,
  SOURCE_LANGUAGE,
  TRANSLATED_DOCUMENT_TYPES,
  type ContentLanguage,
} from './translations/languages.ts'
export { TRANSLATION_LANGUAGES, stringListType } from './translations/field-translations.ts'
export { FEATURE_ICONS } from './documents/feature.ts'
export { DELIVERY_STATUSES } from './inbox/delivery.ts'
export { CONTACT_FORM_NAMES, type ContactFormName } from './inbox/contact-forms.ts'
