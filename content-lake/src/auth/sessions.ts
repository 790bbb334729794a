// Studio sessions issued by the local sign-in: random bearer tokens that expire and can be
// revoked. Only a SHA-256 of each token is kept, on disk beside the data (mode 0600), so a
// Studio tab stays signed in across a lake restart while a copy of the data folder signs in no one.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const SESSION_TTL_MS = 12 * 60 * 60_000
/** Oldest sessions are dropped past this, so repeated sign-ins cannot grow the file. */
const MAX_SESSIONS = 100

/** `sessions.json`: token digest -> expiry; an entry of another shape is skipped. */
const SavedSessions = z.record(z.string(), z.unknown())
const SavedSession = z.tuple([z.string().regex(/^[a-f0-9]{64}$/), z.number()])

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

export class SessionStore {
  private readonly file: string | undefined
  /** token digest -> expiry (ms since epoch), oldest first. */
  private readonly sessions = new Map<string, number>()

  constructor(dataDir?: string) {
    this.file = dataDir ? path.join(dataDir, 'sessions.json') : undefined
    this.load()
  }

  issue(now = Date.now()): string {
    const token = `sk-local-session-${randomBytes(32).toString('base64url')}`
    this.sessions.set(digest(token), now + SESSION_TTL_MS)
    this.prune(now)
    this.save()
    return token
  }

  isValid(token: string, now = Date.now()): boolean {
    const expires = this.sessions.get(digest(token))
    return expires !== undefined && expires > now
  }

  revoke(token: string) {
    if (this.sessions.delete(digest(token))) this.save()
  }

  private prune(now: number) {
    for (const [key, expires] of this.sessions) if (expires <= now) this.sessions.delete(key)
    for (const key of this.sessions.keys()) {
      if (this.sessions.size <= MAX_SESSIONS) break
      this.sessions.delete(key)
    }
  }

  private load() {
    if (!this.file || !fs.existsSync(this.file)) return
    try {
      const saved = SavedSessions.parse(JSON.parse(fs.readFileSync(this.file, 'utf8')))
      for (const entry of Object.entries(saved)) {
        const session = SavedSession.safeParse(entry)
        if (session.success) this.sessions.set(...session.data)
      }
      this.prune(Date.now())
    } catch {
      // An unreadable file only signs everyone out.
    }
  }

  private save() {
    if (!this.file) return
    const tmp = `${this.file}.tmp`
    fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(this.sessions)), { mode: 0o600 })
    fs.renameSync(tmp, this.file)
  }
}
