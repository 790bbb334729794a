// POST /api/contact: a message from the home or advertise page is validated, stored privately
// and forwarded to the HubSpot form of the page it came from.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('POST /api/contact', () => {
  it('stores the message and forwards it to the form of the page it came from', async () => {
    const key = randomUUID()
    const response = await stack.postContact(
      request('/api/contact', {
        form: 'advertise',
        name: 'Ana Lee',
        email: 'ana@example.com',
        message: 'Rates?',
        idempotencyKey: key,
      }),
    )
    expect(response.status).toBe(201)
    expect((await response.json()).success).toBe(true)
    await stack.waitForDelivery(key, 'delivered')
    expect(stack.hubspotCopiesOf('ana@example.com')[0]).toMatchObject({
      formId: 'advertise-form',
      values: { firstname: 'Ana', lastname: 'Lee', message: 'Rates?' },
    })
    expect(await stack.anonymous.fetch('count(*[_type == "contactMessage"])')).toBe(0)
  })

  it('stores the language to answer in: the one the form names, else its page’s; HubSpot’s fields are unchanged', async () => {
    const send = async (email: string, language: string | undefined, page: string) => {
      const key = randomUUID()
      const body = {
        form: 'home',
        name: 'Lucía Ramos',
        email,
        message: '¿Tienen patrocinios?',
        idempotencyKey: key,
        ...(language ? { language } : {}),
      }
      const response = await stack.postContact(
        request('/api/contact', body, { referer: `https://vybe.example${page}` }),
      )
      expect(response.status).toBe(201)
      await stack.waitForDelivery(key, 'delivered')
      return stack.writer.fetch<string | null>(
        '*[_type == "contactMessage" && idempotencyKey == $key][0].language',
        { key },
      )
    }
    expect(await send('named-es@example.com', 'es', '/')).toBe('es')
    expect(await send('page-es@example.com', undefined, '/es')).toBe('es')
    expect(await send('default-en@example.com', undefined, '/')).toBe('en')
    expect(Object.keys(stack.hubspotCopiesOf('named-es@example.com')[0]?.values ?? {})).toEqual(
      Object.keys(stack.hubspotCopiesOf('default-en@example.com')[0]?.values ?? {}),
    )
    expect(stack.hubspotCopiesOf('named-es@example.com')[0]?.values).not.toHaveProperty('language')
  })

  // Issue #30: this route stored such posts (201) where every other form route said 403.
  it('403 for a post from another site: nothing stored, and no rate limit spent', async () => {
    const client = { 'x-forwarded-for': '192.0.2.131' }
    const message = (key: string) => ({
      form: 'home',
      name: 'Forged',
      email: 'forged@example.com',
      message: 'Hi',
      idempotencyKey: key,
    })
    for (const origin of [...Array<string>(6).fill('http://evil.example'), 'null']) {
      const key = randomUUID()
      const response = await stack.postContact(
        request('/api/contact', message(key), { ...client, origin }),
      )
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        success: false,
        error: 'Requests from other sites are not accepted.',
      })
      expect(await stack.byKey(key)).toHaveLength(0)
    }
    const own = await stack.postContact(
      request('/api/contact', message(randomUUID()), { ...client, origin: 'http://127.0.0.1' }),
    )
    expect(own.status).toBe(201)
  })

  it('422 with a message per field', async () => {
    const response = await stack.postContact(
      request('/api/contact', { form: 'home', name: '', email: 'x', message: ' ' }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address, like name@example.com',
      message: 'Message is required',
    })
  })

  it('422 for text that is not text, and nothing reaches HubSpot', async () => {
    const response = await stack.postContact(
      request('/api/contact', {
        form: 'home',
        name: '\ud800',
        email: 'lone@example.com',
        message: 'Hi\u0000',
      }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      name: 'Name contains characters that are not text; please retype it',
      message: 'Message contains characters that are not text; please retype it',
    })
    // Nothing was stored, so the outbox owes nothing for it; once it is quiet, nothing came.
    expect(
      await stack.writer.fetch(
        'count(*[_type == "contactMessage" && email == "lone@example.com"])',
      ),
    ).toBe(0)
    await stack.waitForQuietOutbox()
    expect(stack.hubspotCopiesOf('lone@example.com')).toHaveLength(0)
  })

  it('the same message without a key is stored once and reaches HubSpot once', async () => {
    const body = { form: 'home', name: 'Bo', email: 'bo@example.com', message: 'Hello there' }
    await stack.postContact(request('/api/contact', body))
    await stack.postContact(request('/api/contact', body))
    expect(
      await stack.writer.fetch('count(*[_type == "contactMessage" && email == "bo@example.com"])'),
    ).toBe(1)
    // Once nothing is pending, every copy that will reach HubSpot has reached it.
    await stack.waitForQuietOutbox()
    expect(stack.hubspotCopiesOf('bo@example.com')).toHaveLength(1)
  })
})
