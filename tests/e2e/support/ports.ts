// The browser tests' own loopback ports, so they never collide with a running `npm start`
// (3000/3100/3333). `npm test` builds with the same values, so the Studio bundle points at
// this lake.
export const E2E_PORTS = {
  web: Number(process.env.PORT ?? 3001),
  lake: Number(process.env.LAKE_PORT ?? 3101),
  studio: Number(process.env.STUDIO_PORT ?? 3334),
  hubspot: Number(process.env.E2E_HUBSPOT_PORT ?? 3102),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3103),
  inbox: Number(process.env.E2E_INBOX_PORT ?? 3104),
}

export const E2E_URLS = {
  web: `http://127.0.0.1:${E2E_PORTS.web}`,
  lake: `http://127.0.0.1:${E2E_PORTS.lake}`,
  studio: `http://127.0.0.1:${E2E_PORTS.studio}`,
  hubspot: `http://127.0.0.1:${E2E_PORTS.hubspot}`,
  inbox: `http://127.0.0.1:${E2E_PORTS.inbox}`,
}

/** The HubSpot form ids the website is configured with in the browser tests. */
export const HUBSPOT_TEST_FORMS = {
  portalId: '4242',
  adForm: 'ad-form',
  contactForm: 'contact-form',
  advertiseForm: 'advertise-form',
}
