// The website's contact forms: the one list the Studio's inbox, the website's forms and
// validation, and the HubSpot form settings all use. Kept free of Sanity imports so the
// website's browser code can import it.
export const CONTACT_FORM_NAMES = ['home', 'advertise'] as const

export type ContactFormName = (typeof CONTACT_FORM_NAMES)[number]

/** How the Studio's inbox names where a message was sent from. */
export const CONTACT_FORM_TITLES: Record<ContactFormName, string> = {
  home: 'Home page: Send Us a Message',
  advertise: 'Advertise page',
}
