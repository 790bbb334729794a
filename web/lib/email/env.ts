import 'server-only'
import {
  LOCAL_MAIL_FROM,
  LOCAL_SMTP_PORT,
  LOCAL_STAFF_EMAIL,
  presentSettings,
} from '@atl/local-defaults'
import { readSettings } from '@atl/local-defaults/settings'
import { z } from 'zod'

// Mail settings, read once and validated. Embedded, mail goes to the local mail catcher
// (maildev, SMTP_PORT), so nothing leaves the machine; a hosted project names its own server,
// sender and staff address (a .local sender would never be delivered).

const email = z.email()

/** "ads@vybeatl.com" or "Vybe Ads <ads@vybeatl.com>"; never a line break (a header). */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim())
  return email.safeParse(named ? named[1]?.trim() : value.trim()).success
}

const schema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'an address, or a name and an address: Vybe Ads <ads@example.com>'),
  STAFF_NOTIFY_EMAIL: z.email('an email address'),
})

function readEmailEnv() {
  const smtpPort = presentSettings().SMTP_PORT ?? String(LOCAL_SMTP_PORT)
  const env = readSettings(schema, 'email', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: LOCAL_MAIL_FROM,
    STAFF_NOTIFY_EMAIL: LOCAL_STAFF_EMAIL,
  })
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM.trim(), staffAddress: env.STAFF_NOTIFY_EMAIL }
}

export const emailEnv = readEmailEnv()
