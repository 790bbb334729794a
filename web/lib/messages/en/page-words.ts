// The words the home page and the media kit print around the CMS's texts.
export const pageWords = {
  preferEmail: 'Prefer email?',
  starsOutOf5: '{rating} out of 5 stars',
  newJob: 'New',
  viewDetails: 'View Details',
  hideDetails: 'Hide Details',
  /** A job's type, by the value the Studio stores (schemas/documents/job-opening.ts). */
  employmentTypes: {
    'Full-time': 'Full-time',
    'Part-time': 'Part-time',
    Contract: 'Contract',
    Internship: 'Internship',
  },
  brandAssets: 'Brand assets',
  brandGradient: 'Brand gradient from {colors}',
  gradientJoin: ' to ',
  downloadLogo: 'Download logo',
  founded: 'Founded {year}',
  keyFacts: 'Key facts',
} as const
