// The ad's preview (web/components/create-ad/ad-preview-figure.tsx): the wizard shows it while
// the advertiser types, the campaign page shows the stored ad.
export const adPreview = {
  sponsored: 'Sponsored',
  preview: 'Preview',
  htmlTitle: 'HTML ad preview',
  headline: 'Your headline',
  bodyText: 'Your body text',
  banner: 'Your banner',
  adName: 'Your ad name',
  description: 'Your ad description',
  host: 'yourbusiness.com',
  /** The banner's tooltip. */
  pixels: '{size} pixels',
} as const
