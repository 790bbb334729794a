import { toPlainText } from '@portabletext/react'
import type { RichText } from '@/sanity/types'
import { SITE_URL } from './site-url'

interface Organization {
  productName: string
  companyName: string
  companyLocation: string
  generalEmail: string
}

export function organizationJsonLd(org: Organization) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.companyName,
    alternateName: org.productName,
    url: SITE_URL,
    logo: `${SITE_URL}/icon.svg`,
    email: org.generalEmail,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Atlanta',
      addressRegion: 'GA',
      addressCountry: 'US',
    },
  }
}

interface Job {
  title: string
  location: string
  employmentType: string
  description: RichText
  datePosted: string
}

const EMPLOYMENT_TYPE: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
}

/** schema.org JobPosting, so search engines can list the openings. */
export function jobPostingJsonLd(job: Job, org: Organization) {
  const [city = job.location, region = ''] = job.location.split(',').map((part) => part.trim())
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: toPlainText(job.description),
    datePosted: job.datePosted,
    employmentType: EMPLOYMENT_TYPE[job.employmentType] ?? job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: org.companyName, sameAs: SITE_URL },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: city,
        addressRegion: region,
        addressCountry: 'US',
      },
    },
  }
}
