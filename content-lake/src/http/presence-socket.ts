// The Studio's presence socket, `/v2022-06-30/socket/:dataset` ("bifur"): JSON-RPC 2.0 over
// WebSocket text frames, as @sanity/bifur-client speaks it, so two signed-in Studios see each
// other's avatars on the documents they have open.
//  - Who: a bearer token in the handshake, or the `authorization` request the client sends first
//    when the Studio holds a token (a browser cannot set headers on a WebSocket). Anything else
//    before that closes the socket with 4001. Browsers only from the Studio's origins.
//  - presence_subscribe -> a subscription id; then `presence_subscription` pushes of other
//    sockets' events: `state` (presence_announce), `rollCall` (presence_rollcall, which makes the
//    others announce again) and `disconnect` (presence_disconnect, or the socket closing).
//  - A heartbeat frame `♥` every 25 s keeps the Studio's connection status "connected".
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import type { Access, AccessControl } from '../auth/access.ts'
import { LakeError } from '../shared/errors.ts'
import { transactionId } from '../shared/ids.ts'
import type { Lake } from '../lake/lake.ts'
import { loopbackHost } from './server.ts'

const HEARTBEAT_MS = 25_000
const MAX_SOCKETS = 200
const MAX_FRAME_BYTES = 64 * 1024
const CLOSE_BAD_REQUEST = 4000
const CLOSE_UNAUTHORIZED = 4001

const Request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.string().max(100).optional(),
  method: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
})

const Announce = z.object({
  data: z.object({
    sessionId: z.string().max(100),
    locations: z.array(z.record(z.string(), z.unknown())).max(100),
  }),
})
const SessionParam = z.object({ session: z.string().max(100) })
const Unsubscribe = z.object({ subscriptionId: z.string() })
const Authorization = z.object({ authorization: z.string() })

type PresenceEvent =
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown[] } }
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'disconnect'; i: string; m: { session: string } }

interface Peer {
  ws: WebSocket
  access: Access | null
  /** Subscription ids of `presence`; events go to each. */
  subscriptions: Set<string>
  /** Sessions this socket announced: told as gone when it closes. */
  sessions: Set<string>
}

export function servePresence(server: Server, lake: Lake, accessControl: AccessControl) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const peers = new Set<Peer>()

  const broadcast = (from: Peer, event: PresenceEvent) => {
    for (const peer of peers) {
      if (peer === from || !peer.access) continue
      for (const subscription of peer.subscriptions) {
        send(peer, {
          jsonrpc: '2.0',
          method: 'presence_subscription',
          params: { subscription, result: event },
        })
      }
    }
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let access: Access
    try {
      access = admit(req, lake, accessControl, peers.size)
    } catch (error) {
      refuse(
        socket,
        error instanceof LakeError ? error : new LakeError(400, { message: 'Bad request' }),
      )
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const peer: Peer = {
        ws,
        access: access.anonymous ? null : access,
        subscriptions: new Set(),
        sessions: new Set(),
      }
      peers.add(peer)
      const heartbeat = setInterval(() => ws.send('♥'), HEARTBEAT_MS)
      ws.on('message', (data, isBinary) => {
        if (isBinary) return ws.close(CLOSE_BAD_REQUEST, 'Text frames only')
        handleMessage(peer, data.toString(), accessControl, broadcast)
      })
      ws.on('close', () => {
        clearInterval(heartbeat)
        peers.delete(peer)
        if (peer.access) {
          for (const session of peer.sessions) {
            broadcast(peer, { type: 'disconnect', i: peer.access.identity, m: { session } })
          }
        }
      })
      ws.on('error', (error) => lake.config.log(`[lake] presence socket: ${error.message}`))
    })
  }
  server.on('upgrade', onUpgrade)
  return {
    close() {
      server.off('upgrade', onUpgrade)
      for (const peer of peers) peer.ws.terminate()
      wss.close()
    },
  }
}

/** Checks the handshake as every other request is checked (host, origin, dataset, token). */
function admit(
  req: IncomingMessage,
  lake: Lake,
  accessControl: AccessControl,
  open: number,
): Access {
  const host = loopbackHost(req.headers.host)
  const url = new URL(req.url ?? '/', `http://${host}`)
  const origin = req.headers.origin
  if (origin !== undefined && ![...lake.config.studioOrigins, `http://${host}`].includes(origin)) {
    throw new LakeError(403, {
      statusCode: 403,
      error: 'Forbidden',
      message: `Origin ${origin} is not allowed to use this lake`,
    })
  }
  const match = /^\/v[^/]+\/socket\/([^/]+)\/?$/.exec(url.pathname)
  if (!match)
    throw new LakeError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: `No socket at ${url.pathname}`,
    })
  if (match[1] !== lake.config.dataset) {
    throw new LakeError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: `Dataset "${match[1]}" not found`,
    })
  }
  if (open >= MAX_SOCKETS) {
    throw new LakeError(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Too many presence sockets',
    })
  }
  return accessControl.resolve(req)
}

function refuse(socket: Duplex, error: LakeError) {
  const body = JSON.stringify(error.body)
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
      'content-type: application/json\r\nconnection: close\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function handleMessage(
  peer: Peer,
  text: string,
  accessControl: AccessControl,
  broadcast: (from: Peer, event: PresenceEvent) => void,
) {
  let parsed: z.infer<typeof Request>
  try {
    parsed = Request.parse(JSON.parse(text))
  } catch {
    return peer.ws.close(CLOSE_BAD_REQUEST, 'Not a JSON-RPC 2.0 request')
  }
  const { id, method, params } = parsed
  const reply = (result: unknown) => id !== undefined && send(peer, { jsonrpc: '2.0', id, result })
  const fail = (code: number, message: string) =>
    id !== undefined && send(peer, { jsonrpc: '2.0', id, error: { code, message } })

  if (method === 'authorization') {
    const token = Authorization.safeParse(params).data?.authorization.replace(/^Bearer /, '') ?? ''
    try {
      const access = accessControl.forToken(token)
      if (access.anonymous) throw new Error('no token')
      peer.access = access
      return reply(true)
    } catch {
      return peer.ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized')
    }
  }
  const access = peer.access
  if (!access) return peer.ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized')
  const user = access.identity

  switch (method) {
    case 'authorization_subscribe':
    case 'presence_subscribe': {
      const subscription = transactionId()
      if (method === 'presence_subscribe') peer.subscriptions.add(subscription)
      return reply(subscription)
    }
    case 'presence_unsubscribe':
    case 'authorization_unsubscribe': {
      const found = Unsubscribe.safeParse(params)
      if (!found.success) return fail(-32602, 'subscriptionId is required')
      peer.subscriptions.delete(found.data.subscriptionId)
      return reply(true)
    }
    case 'presence_announce': {
      const found = Announce.safeParse(params)
      if (!found.success) return fail(-32602, 'data.sessionId and data.locations are required')
      peer.sessions.add(found.data.data.sessionId)
      broadcast(peer, { type: 'state', i: user, m: found.data.data })
      return reply(true)
    }
    case 'presence_rollcall': {
      const found = SessionParam.safeParse(params)
      if (!found.success) return fail(-32602, 'session is required')
      broadcast(peer, { type: 'rollCall', i: user, session: found.data.session })
      return reply(true)
    }
    case 'presence_disconnect': {
      const found = SessionParam.safeParse(params)
      if (!found.success) return fail(-32602, 'session is required')
      peer.sessions.delete(found.data.session)
      broadcast(peer, { type: 'disconnect', i: user, m: { session: found.data.session } })
      return reply(true)
    }
    default:
      return fail(-32601, `Method "${method}" is not served by the local lake`)
  }
}

function send(peer: Peer, message: object) {
  if (peer.ws.readyState === peer.ws.OPEN) peer.ws.send(JSON.stringify(message))
}
