import 'server-only'
import { LOCAL_SMTP_PORT } from '@atl/local-defaults'
import { z } from 'zod'
import { readSettings } from '../settings'

// Mail settings, read once and validated. Unset, mail goes to the local mail catcher (maildev,
// LOCAL_SMTP_PORT), so nothing leaves the machine. A blank variable counts as unset.

const email = z.email()

/** "ads@vybeatl.com" or "Vybe Ads <ads@vybeatl.com>"; never a line break (a header). */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim())
  return email.safeParse(named ? named[1]?.trim() : value.trim()).success
}

const schema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'an address, or a name and an address: Vybe Ads <ads@example.com>')
    .optional(),
  STAFF_NOTIFY_EMAIL: z.email('an email address').optional(),
})

function readEmailEnv() {
  const env = readSettings(schema, 'email')
  return {
    smtpUrl: env.SMTP_URL ?? `smtp://127.0.0.1:${LOCAL_SMTP_PORT}`,
    from: env.MAIL_FROM?.trim() ?? 'Vybe Ads <ads@vybe.local>',
    staffAddress: env.STAFF_NOTIFY_EMAIL ?? 'ads-team@vybe.local',
  }
}

export const emailEnv = readEmailEnv()
