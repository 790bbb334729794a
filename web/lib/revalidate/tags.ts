// Cache tags are document types: a page's fetch lists every type its query reads, and the
// revalidation webhook expires the tag of the type that was published.
export const PAGE_TAGS = {
  layout: ['siteSettings'],
  home: ['homePage', 'feature', 'stat', 'testimonial'],
  jobs: ['jobOpening'],
  advertise: ['advertisePage', 'stat'],
  adPackages: ['adPackage'],
  mediaKit: ['mediaKitPage', 'sanity.imageAsset'],
  page: ['page'],
  adOptions: ['adPackage', 'campaignDuration', 'targetAudience', 'adType', 'stat'],
  createAd: ['createAdPage'],
} as const satisfies Record<string, readonly string[]>

const KNOWN_TAGS: ReadonlySet<string> = new Set(Object.values(PAGE_TAGS).flat())

/** The tags to expire when a document of this type changes; none for types no page reads. */
export function tagsForDocumentType(type: string): string[] {
  return KNOWN_TAGS.has(type) ? [type] : []
}
