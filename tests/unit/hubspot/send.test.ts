// Whether a submission goes to HubSpot is decided when it is stored (its delivery is pending or
// stored only). The sender does not decide again: a pending delivery whose form has lost its
// settings since is a failure worth retrying, never silently turned into "stored only".
import { describe, expect, it } from 'vitest'
import type { ContactMessage } from '../../../web/sanity/types.ts'
import { hubspotFormOf, hubspotSubmitUrl, sendToHubSpot } from '../../../web/lib/hubspot/forms.ts'

describe('a stored submission sent to HubSpot', () => {
  it('goes to the ad form, or to the contact form it was sent from', () => {
    expect(hubspotFormOf({ _type: 'adRequest' })).toBe('adRequest')
    expect(hubspotFormOf({ _type: 'contactMessage', form: 'advertise' })).toBe('advertise')
    expect(hubspotFormOf({ _type: 'contactMessage' })).toBe('home')
  })

  it('without settings for its form fails in a way the outbox retries', async () => {
    // The unit tests run without HubSpot settings.
    expect(hubspotSubmitUrl('home')).toBeNull()
    const doc: ContactMessage = {
      _id: 'contactMessage.x',
      _type: 'contactMessage',
      _rev: 'r',
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      form: 'home',
      email: 'maya@example.com',
      handlingStatus: 'new',
      delivery: { _type: 'delivery', status: 'pending', attempts: 0 },
    }
    expect(await sendToHubSpot(doc)).toEqual({
      ok: false,
      retryable: true,
      error: 'HubSpot is not configured',
    })
  })
})
