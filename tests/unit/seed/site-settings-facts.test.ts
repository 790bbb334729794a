// Company, site settings, header and footer, as the seed dataset holds them.
import { describe, expect, it } from 'vitest'
import { checkRows, https, query, settings } from './seed-query.ts'

describe('company and site settings', () => {
  checkRows([
    ['The product is called Vybe', `${settings}.productName`, 'Vybe'],
    [
      'The company is Vybe Technologies, Inc.',
      `${settings}.companyName`,
      'Vybe Technologies, Inc.',
    ],
    ['The company is based in Atlanta, Georgia', `${settings}.companyLocation`, 'Atlanta, Georgia'],
    ['Join Beta and Get Started open an external beta link', `${settings}.betaUrl`, https],
    ['Find Your Next opens an external app link', `${settings}.appUrl`, https],
    ['The general job application is an external form', `${settings}.jobApplicationUrl`, https],
    ['Support email is support@vybeatl.com', `${settings}.supportEmail`, 'support@vybeatl.com'],
    ['Privacy email is privacy@vybeatl.com', `${settings}.privacyEmail`, 'privacy@vybeatl.com'],
    [
      'Every singleton and page, in each of its languages, has a search title and description',
      `count(*[_type in ["siteSettings", "homePage", "advertisePage", "mediaKitPage", "createAdPage", "page"]
        && defined(seo.title) && defined(seo.description)])`,
      // 5 singletons, 6 pages in English and 6 in Spanish
      17,
    ],
  ])
})

describe('header', () => {
  checkRows([
    [
      'The header links Features, Benefits, Contact Us, Jobs, Advertise, Create Ad, Join Beta',
      `${settings}.headerLinks[].label`,
      ['Features', 'Benefits', 'Contact Us', 'Jobs', 'Advertise', 'Create Ad', 'Join Beta'],
    ],
    [
      'The header links go to the home anchors, the advertiser pages and the beta',
      `${settings}.headerLinks[].href`,
      ['/#features', '/#benefits', '/#contact', '/#jobs', '/advertise', '/create-ad', https],
    ],
  ])
})

describe('footer', () => {
  const footerLinks = `(${settings}.footerColumns[].links[])`
  const footerLink = `${footerLinks}[label == $label][0]`

  it.each([
    ['Media Kit', '/media-kit'],
    ['Advertise', '/advertise'],
    ['Create Ad', '/create-ad'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
    ['Accessibility', '/accessibility'],
    ['Support', '/support'],
    ['Delete Account', '/delete-account'],
    ['Jobs', '/#jobs'],
    ['Contact Us', '/#contact'],
  ])('footer link %s goes to %s', async (label, href) => {
    expect(await query(`${footerLink}.href`, { label })).toBe(href)
  })

  checkRows([
    [
      'Every footer link has a target: no label looks like a link and leads nowhere',
      `${footerLinks}[!defined(href) || href == ""].label`,
      [],
    ],
    [
      'About Us, Press, Blog, Safety Center and Community Guidelines are gone: the site has no such pages',
      `${footerLinks}[label in ["About Us", "Press", "Blog", "Safety Center", "Community Guidelines"]].label`,
      [],
    ],
  ])
})
