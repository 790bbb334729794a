// The Studio's sign-in code, and how many wrong ones it takes. Per client address the limiter
// (sign-in-limiter.ts) slows one guesser; but the lake listens on loopback, where a local process
// may use any of 127/8's addresses (a hostile run made 984 guesses a second from 300 of them), so
// wrong codes are also counted in total. Once MAX_CODE_FAILURES have been tried against a code,
// from any addresses over any length of time, the lake replaces it with a new random one and
// tells its terminal (`onReplaced`: the CLI prints the new sign-in link). For LOCK_MS after that
// every code but the new one gets 429 (and counts against its address only). So at most 30 wrong
// codes a minute are answered "not right", whatever the number of addresses, and a weak
// LAKE_SIGN_IN_CODE faces 30 guesses per start of the lake instead of unlimited ones over its
// life. The new code works at once, even during the lock: only the terminal knows it and its 192
// random bits cannot be guessed at any rate, so whoever keeps guessing does not lock out the
// editor who opens the newest link (unless they share the editor's address: the per-address
// limit holds that one). No expiry by time: a person keeps the link the terminal printed.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { SignInLimiter, WINDOW_MS } from './sign-in-limiter.ts'

export const MAX_CODE_FAILURES = 30
export const LOCK_MS = WINDOW_MS

export type SignInCheck =
  | { result: 'signed-in' }
  | { result: 'wrong' }
  /** `address`: this address tried too many; `replaced`: the code was just replaced. */
  | { result: 'wait'; seconds: number; reason: 'address' | 'replaced' }

export class SignInCode {
  private current: string
  private failures = 0
  private lockedUntil = 0
  private readonly limiter = new SignInLimiter()
  private readonly onReplaced: (code: string) => void

  constructor(code: string, onReplaced: (code: string) => void) {
    this.current = code
    this.onReplaced = onReplaced
  }

  /** The code that signs in now. */
  get code(): string {
    return this.current
  }

  check(given: string, address: string, now = Date.now()): SignInCheck {
    const addressWait = this.limiter.retryAfter(address, now)
    if (addressWait > 0) return { result: 'wait', seconds: addressWait, reason: 'address' }
    if (sameSecret(given, this.current)) return { result: 'signed-in' }
    this.limiter.fail(address, now)
    if (now < this.lockedUntil) {
      const seconds = Math.ceil((this.lockedUntil - now) / 1000)
      return { result: 'wait', seconds, reason: 'replaced' }
    }
    this.failures++
    if (this.failures >= MAX_CODE_FAILURES) this.replace(now)
    return { result: 'wrong' }
  }

  private replace(now: number) {
    this.current = randomBytes(24).toString('base64url')
    this.failures = 0
    this.lockedUntil = now + LOCK_MS
    this.onReplaced(this.current)
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
