// The Studio's presence socket (bifur): two signed-in Studio sessions see each other, speaking
// the JSON-RPC @sanity/bifur-client speaks; strangers are refused at the handshake or closed
// with bifur's own codes.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LOCAL_USER } from '@atl/local-defaults'
import { startTestLake, type TestLake } from './helpers.ts'

const STUDIO_ORIGIN = 'http://127.0.0.1:3333'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

interface Message {
  id?: string
  method?: string
  result?: unknown
  error?: { code: number; message: string }
  params?: { subscription: string; result: Record<string, unknown> }
}

/** A socket as the Studio opens it, with a queue of what the lake sent. */
async function connect(
  path = '/v2022-06-30/socket/production?tag=sanity.studio',
  origin = STUDIO_ORIGIN,
) {
  const ws = new WebSocket(`${t.lake.url.replace(/^http/, 'ws')}${path}`, { origin })
  const received: Message[] = []
  const waiters: Array<() => void> = []
  ws.on('message', (data) => {
    const text = data.toString()
    if (text !== '♥') received.push(JSON.parse(text) as Message)
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  let n = 0
  /** The first message (past those already taken) that `match` accepts. */
  const next = async (match: (m: Message) => boolean): Promise<Message> => {
    for (;;) {
      const found = received.find(match)
      if (found) {
        received.splice(received.indexOf(found), 1)
        return found
      }
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  const call = async (method: string, params: object = {}) => {
    const id = `req${n++}`
    ws.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }))
    return next((m) => m.id === id)
  }
  return { ws, call, next, closed }
}

type Socket = Awaited<ReturnType<typeof connect>>

async function studioSession(): Promise<{ socket: Socket; subscription: string }> {
  const socket = await connect()
  const auth = await socket.call('authorization', {
    authorization: `Bearer ${t.lake.issueStudioSession()}`,
  })
  expect(auth.error).toBeUndefined()
  const subscribed = await socket.call('presence_subscribe')
  expect(typeof subscribed.result).toBe('string')
  return { socket, subscription: String(subscribed.result) }
}

const pushTo = (subscription: string) => (m: Message) =>
  m.method === 'presence_subscription' && m.params?.subscription === subscription

describe('presence between two Studio sessions', () => {
  it('passes announcements, roll calls and disconnects to the other session only', async () => {
    const a = await studioSession()
    const b = await studioSession()
    const location = {
      type: 'document',
      documentId: 'page-terms',
      path: ['title'],
      lastActiveAt: new Date().toISOString(),
    }

    expect((await a.socket.call('presence_rollcall', { session: 'session-a' })).result).toBe(true)
    expect((await b.socket.next(pushTo(b.subscription))).params?.result).toEqual({
      type: 'rollCall',
      i: LOCAL_USER.id,
      session: 'session-a',
    })

    await b.socket.call('presence_announce', {
      data: { sessionId: 'session-b', locations: [location] },
    })
    expect((await a.socket.next(pushTo(a.subscription))).params?.result).toEqual({
      type: 'state',
      i: LOCAL_USER.id,
      m: { sessionId: 'session-b', locations: [location] },
    })

    b.socket.ws.close()
    expect((await a.socket.next(pushTo(a.subscription))).params?.result).toEqual({
      type: 'disconnect',
      i: LOCAL_USER.id,
      m: { session: 'session-b' },
    })
    a.socket.ws.close()
  })

  it('takes a bearer token on the handshake too (server-side clients)', async () => {
    const ws = new WebSocket(`${t.lake.url.replace(/^http/, 'ws')}/v2022-06-30/socket/production`, {
      headers: { authorization: `Bearer ${t.lake.issueStudioSession()}` },
    })
    const reply = await new Promise<Message>((resolve, reject) => {
      ws.once('open', () =>
        ws.send(
          JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscribe', params: {}, id: 'x' }),
        ),
      )
      ws.once('message', (data) => resolve(JSON.parse(data.toString()) as Message))
      ws.once('error', reject)
    })
    expect(typeof reply.result).toBe('string')
    ws.close()
  })
})

describe('who may open it', () => {
  /** The status a WebSocket handshake is answered with, sent as a browser sends it. */
  const handshakeStatus = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${t.lake.url}${path}`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          ...headers,
        },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('upgrade', (_res, socket) => {
        socket.destroy()
        reject(new Error('handshake accepted'))
      })
      req.on('error', reject)
    })

  it('refuses a foreign origin, another dataset, an unknown token at the handshake', async () => {
    const path = '/v2022-06-30/socket/production'
    expect(await handshakeStatus(path, { origin: 'https://evil.example' })).toBe(403)
    expect(await handshakeStatus('/v2022-06-30/socket/other', { origin: STUDIO_ORIGIN })).toBe(404)
    expect(await handshakeStatus(path, { authorization: 'Bearer sk-nope' })).toBe(401)
    expect(await handshakeStatus(path, { origin: STUDIO_ORIGIN, host: 'evil.example' })).toBe(403)
  })

  it('closes with 4001 on a request before authorization, or a wrong token', async () => {
    const anonymous = await connect()
    anonymous.ws.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscribe', params: {}, id: '1' }),
    )
    expect(await anonymous.closed).toEqual({ code: 4001, reason: 'Unauthorized' })

    const wrong = await connect()
    wrong.ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'authorization',
        params: { authorization: 'Bearer sk-nope' },
        id: '1',
      }),
    )
    expect((await wrong.closed).code).toBe(4001)
  })

  it('closes with 4000 on what is not JSON-RPC, and answers unknown methods with an error', async () => {
    const { socket } = await studioSession()
    const unknown = await socket.call('query', { query: '*' })
    expect(unknown.error).toEqual({ code: -32601, message: expect.stringContaining('query') })
    const bad = await socket.call('presence_announce', { data: { sessionId: 3 } })
    expect(bad.error?.code).toBe(-32602)
    socket.ws.send('not json')
    expect((await socket.closed).code).toBe(4000)
  })
})
