import { defineDocuments, defineLocations, type DocumentLocation } from 'sanity/presentation'

// Where each document appears on the website, so the Presentation tool can list "Used on" for
// the document being edited and open its page, and which document a page is about. Every page
// has a Spanish twin under /es (web/lib/i18n/locales.ts), which shows the same documents.

const HOME = { title: 'Home', href: '/' }
const ADVERTISE = { title: 'Advertise', href: '/advertise' }
const MEDIA_KIT = { title: 'Media kit', href: '/media-kit' }
const CREATE_AD = { title: 'Create your ad', href: '/create-ad' }

/** A page's address on the Spanish site. */
const spanishHref = (href: string) => (href === '/' ? '/es' : `/es${href}`)

/** A location in both languages, English first. */
const inBothLanguages = (location: DocumentLocation): DocumentLocation[] => [
  location,
  { title: `${location.title} (Spanish)`, href: spanishHref(location.href) },
]

const on = (...locations: DocumentLocation[]) =>
  defineLocations({ locations: locations.flatMap(inBothLanguages) })

export const locations = {
  homePage: on(HOME),
  advertisePage: on(ADVERTISE),
  mediaKitPage: on(MEDIA_KIT),
  createAdPage: on(CREATE_AD),
  // The header and footer are on every page.
  siteSettings: on(HOME, ADVERTISE, MEDIA_KIT, CREATE_AD),
  feature: on(HOME),
  testimonial: on(HOME),
  // Claims appear on the home and advertise pages; the click-through rate feeds the wizard.
  stat: on(HOME, ADVERTISE, CREATE_AD),
  jobOpening: defineLocations({
    select: { title: 'title' },
    resolve: (doc) => ({
      locations: inBothLanguages({ title: doc?.title ?? 'Job opening', href: '/#jobs' }),
    }),
  }),
  adPackage: on(ADVERTISE, CREATE_AD),
  campaignDuration: on(CREATE_AD),
  targetAudience: on(CREATE_AD),
  adType: on(CREATE_AD),
  // Each language of a page is its own document, shown at its own address (an English page also
  // shows on the Spanish address while it has no translation; the Studio lists those apart).
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    resolve: (doc) => {
      if (!doc?.slug) return { locations: [] }
      const location = { title: doc.title ?? doc.slug, href: `/${doc.slug}` }
      return {
        locations: [
          doc.language === 'es' ? { ...location, href: spanishHref(location.href) } : location,
        ],
      }
    },
  }),
}

/** The document a page is about: opened beside the preview when the page is navigated to. */
const MAIN_DOCUMENTS = [
  { route: '/', filter: `_type == "homePage" && _id == "homePage"` },
  { route: '/advertise', filter: `_type == "advertisePage" && _id == "advertisePage"` },
  { route: '/media-kit', filter: `_type == "mediaKitPage" && _id == "mediaKitPage"` },
  { route: '/create-ad', filter: `_type == "createAdPage" && _id == "createAdPage"` },
]

// Spanish routes first: "/:slug" would otherwise take "/es" for a page's slug.
export const mainDocuments = defineDocuments([
  ...MAIN_DOCUMENTS.map(({ route, filter }) => ({ route: spanishHref(route), filter })),
  { route: '/es/:slug', filter: `_type == "page" && slug.current == $slug && language == "es"` },
  ...MAIN_DOCUMENTS,
  {
    route: '/:slug',
    filter: `_type == "page" && slug.current == $slug && coalesce(language, "en") == "en"`,
  },
])
