import { defineDocuments, defineLocations, type DocumentLocation } from 'sanity/presentation'

// Where each document appears on the website, so the Presentation tool can list "Used on" for
// the document being edited and open its page, and which document a page is about.

const HOME = { title: 'Home', href: '/' }
const ADVERTISE = { title: 'Advertise', href: '/advertise' }
const MEDIA_KIT = { title: 'Media kit', href: '/media-kit' }
const CREATE_AD = { title: 'Create your ad', href: '/create-ad' }

const on = (...locations: DocumentLocation[]) => defineLocations({ locations })

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
    resolve: (doc) => ({ locations: [{ title: doc?.title ?? 'Job opening', href: '/#jobs' }] }),
  }),
  adPackage: on(ADVERTISE, CREATE_AD),
  campaignDuration: on(CREATE_AD),
  targetAudience: on(CREATE_AD),
  adType: on(CREATE_AD),
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: doc.title ?? doc.slug, href: `/${doc.slug}` }] : [],
    }),
  }),
}

/** The document a page is about: opened beside the preview when the page is navigated to. */
export const mainDocuments = defineDocuments([
  { route: '/', filter: `_type == "homePage" && _id == "homePage"` },
  { route: '/advertise', filter: `_type == "advertisePage" && _id == "advertisePage"` },
  { route: '/media-kit', filter: `_type == "mediaKitPage" && _id == "mediaKitPage"` },
  { route: '/create-ad', filter: `_type == "createAdPage" && _id == "createAdPage"` },
  { route: '/:slug', filter: `_type == "page" && slug.current == $slug` },
])
