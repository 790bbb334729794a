// Wrong Studio sign-in codes are slowed: at most MAX_FAILURES from one client address per
// window, then every code from that address (the right one too, or a guesser would still learn
// each answer at once) gets 429 until the window ends. Unlimited, a local process could try
// about 4,000 codes a second. The code itself is 192 random bits; this keeps guessing pointless
// even for a weaker LAKE_SIGN_IN_CODE, and costs a person who mistypes ten times one minute.
// Wrong codes from all addresses together are counted by sign-in-code.ts.
export const MAX_FAILURES = 10
export const WINDOW_MS = 60_000
/** Addresses remembered at most; past it, finished windows are forgotten first. */
const MAX_ADDRESSES = 1000

interface Window {
  start: number
  failures: number
}

export class SignInLimiter {
  private readonly windows = new Map<string, Window>()

  /** Seconds `address` must wait before its next code is checked; 0 when it may try now. */
  retryAfter(address: string, now = Date.now()): number {
    const window = this.current(address, now)
    if (!window || window.failures < MAX_FAILURES) return 0
    return Math.ceil((window.start + WINDOW_MS - now) / 1000)
  }

  fail(address: string, now = Date.now()) {
    const window = this.current(address, now)
    if (window) {
      window.failures++
      return
    }
    if (this.windows.size >= MAX_ADDRESSES) this.forgetFinished(now)
    // Still full: every address is mid-window; the oldest one starts over.
    if (this.windows.size >= MAX_ADDRESSES) {
      const oldest = this.windows.keys().next()
      if (!oldest.done) this.windows.delete(oldest.value)
    }
    this.windows.set(address, { start: now, failures: 1 })
  }

  private current(address: string, now: number): Window | undefined {
    const window = this.windows.get(address)
    if (window && now >= window.start + WINDOW_MS) {
      this.windows.delete(address)
      return undefined
    }
    return window
  }

  private forgetFinished(now: number) {
    for (const [address, window] of this.windows) {
      if (now >= window.start + WINDOW_MS) this.windows.delete(address)
    }
  }
}
