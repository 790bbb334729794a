import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/campaigns/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
