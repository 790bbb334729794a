import { afterEach, describe, expect, it, vi } from 'vitest'

const SETTINGS = ['SANITY_PROJECT_ID', 'SMTP_URL', 'MAIL_FROM', 'STAFF_NOTIFY_EMAIL'] as const

/** The settings module as a fresh process with these variables would read it. */
async function readWith(env: Partial<Record<(typeof SETTINGS)[number], string>>) {
  vi.resetModules()
  for (const name of SETTINGS) vi.stubEnv(name, env[name] ?? '')
  return (await import('../../../web/lib/email/env.ts')).emailEnv
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('email settings', () => {
  it('unset or blank: the local mail catcher and the local addresses', async () => {
    expect(await readWith({})).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Vybe Ads <ads@vybe.local>',
      staffAddress: 'ads-team@vybe.local',
    })
  })

  it.each([
    ['smtps://user:secret@mail.example.com:465', 'Vybe Ads <ads@vybeatl.com>'],
    ['smtp://mail.example.com:587', 'ads@vybeatl.com'],
  ])('takes %s and %s', async (smtpUrl, from) => {
    const env = await readWith({
      SMTP_URL: smtpUrl,
      MAIL_FROM: from,
      STAFF_NOTIFY_EMAIL: 'team@vybeatl.com',
    })
    expect(env).toEqual({ smtpUrl, from, staffAddress: 'team@vybeatl.com' })
  })

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['MAIL_FROM', 'Vybe Ads'],
    ['MAIL_FROM', 'ads@vybeatl.com\r\nBcc: victim@example.com'],
    ['STAFF_NOTIFY_EMAIL', 'ads team'],
  ] as const)('refuses %s=%j and names the setting', async (name, value) => {
    await expect(readWith({ [name]: value })).rejects.toThrow(new RegExp(`${name}:`))
  })

  it.each(['SMTP_URL', 'MAIL_FROM', 'STAFF_NOTIFY_EMAIL'] as const)(
    'hosted without %s: refuses to start and names it (no mail to the local catcher)',
    async (name) => {
      const hosted = {
        SANITY_PROJECT_ID: 'q7x2m9ab',
        SMTP_URL: 'smtps://mail.example.com:465',
        MAIL_FROM: 'ads@vybeatl.com',
        STAFF_NOTIFY_EMAIL: 'team@vybeatl.com',
      }
      await expect(readWith({ ...hosted, [name]: '' })).rejects.toThrow(
        new RegExp(`${name}: required with a hosted project`),
      )
    },
  )
})
