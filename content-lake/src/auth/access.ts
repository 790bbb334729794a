// Who is asking. Anonymous callers get what a public Sanity dataset gives them: published
// documents on the root path. Read tokens see everything; write tokens may also mutate; a
// session from the Studio's local sign-in (sessions.ts) acts as the local user with full rights.
import type { IncomingMessage } from 'node:http'
import { unauthorized, LakeError } from '../shared/errors.ts'
import type { LakeTokens, LocalUser } from '../shared/config.ts'
import type { SessionStore } from './sessions.ts'

export interface Access {
  anonymous: boolean
  canWrite: boolean
  /** Recorded as the `identity` of transactions. */
  identity: string
  user: LocalUser | null
}

export const ANONYMOUS: Access = { anonymous: true, canWrite: false, identity: '', user: null }

export class AccessControl {
  private readonly tokens: LakeTokens
  private readonly user: LocalUser
  readonly sessions: SessionStore

  constructor(tokens: LakeTokens, user: LocalUser, sessions: SessionStore) {
    this.tokens = tokens
    this.user = user
    this.sessions = sessions
  }

  resolve(req: IncomingMessage): Access {
    return this.forToken(bearerToken(req))
  }

  /** Who a bearer token is ('' = anonymous); throws 401 for a token the lake does not know. */
  forToken(token: string): Access {
    if (!token) return ANONYMOUS
    if (this.sessions.isValid(token) || this.tokens.write.includes(token)) {
      return { anonymous: false, canWrite: true, identity: this.user.id, user: this.user }
    }
    if (this.tokens.read.includes(token)) {
      return { anonymous: false, canWrite: false, identity: 'p-local-reader', user: null }
    }
    throw unauthorized('Session not found')
  }
}

export function bearerToken(req: IncomingMessage): string {
  const header = req.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
}

export function requireWrite(access: Access, permission: 'create' | 'update' = 'update') {
  if (access.anonymous) throw unauthorized('Not authorized to write to this dataset')
  if (!access.canWrite) {
    throw new LakeError(403, {
      error: {
        description: `Insufficient permissions; permission "${permission}" required`,
        type: 'insufficientPermissionsError',
        permission,
      },
    })
  }
}
