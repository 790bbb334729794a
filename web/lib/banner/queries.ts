import { defineQuery } from 'next-sanity'

// The banner upload's queries. (They belong in lib/sanity/queries.ts with the rest; they live
// here until that module's current rework is merged.)

/** Each package's banner size: the wizard shows them, the upload route checks against them. */
export const bannerSizesQuery = defineQuery(
  `*[_type == "adPackage"] | order(order asc){name, bannerSize{width, height}}`,
)

/** One banner this flow uploaded, or null (any other asset, or one swept meanwhile). */
export const bannerUploadQuery = defineQuery(
  `*[_type == "sanity.imageAsset" && _id == $id && source.name == $source][0]{
    _id, url, size, mimeType, "width": metadata.dimensions.width, "height": metadata.dimensions.height
  }`,
)

/**
 * Banners this flow uploaded before `$cutoff` that no document references (never submitted).
 * A delete's selection: it returns the documents themselves, as a mutation's query must.
 */
export const orphanBannersQuery = defineQuery(
  `*[_type == "sanity.imageAsset" && source.name == $source && _updatedAt < $cutoff
    && count(*[references(^._id)]) == 0]`,
)
