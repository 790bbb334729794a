// How many long-lived streams (live events, listen) the lake holds open, and for whom. Each holds
// a socket and a subscription; anonymous callers may open them freely, so without limits 1,200
// anonymous streams took every slot and the Studio's and draft previews' streams were turned
// away. Anonymous streams are limited per client address and in total; callers with a token or a
// Studio session have slots of their own that anonymous ones never take.
//
// The lake listens on loopback, so every local browser and server has the same address: there
// the per-address limit is the anonymous limit. It still counts on a lake bound to a wider host.
import type { IncomingMessage } from 'node:http'

export interface StreamLimits {
  /** Anonymous streams from one client address. */
  perAddress: number
  /** Anonymous streams from all addresses. */
  anonymous: number
  /** Streams of callers with a token or session (the Studio, draft previews). */
  authenticated: number
}

/** A browser tab holds one or two; 200 is more tabs than a machine has open. */
const STREAM_LIMITS: StreamLimits = { perAddress: 200, anonymous: 500, authenticated: 500 }

export class StreamSlots {
  private readonly limits: StreamLimits
  private readonly byAddress = new Map<string, number>()
  private anonymous = 0
  private authenticated = 0

  constructor(limits: StreamLimits = STREAM_LIMITS) {
    this.limits = limits
  }

  /**
   * Takes a slot for the stream of `req`; returns the function that gives it back (call it once,
   * when the stream ends), or undefined when the caller's slots are all taken.
   */
  take(req: IncomingMessage, anonymous: boolean): (() => void) | undefined {
    if (!anonymous) {
      if (this.authenticated >= this.limits.authenticated) return undefined
      this.authenticated++
      return once(() => this.authenticated--)
    }
    const address = req.socket.remoteAddress ?? ''
    const fromAddress = this.byAddress.get(address) ?? 0
    if (fromAddress >= this.limits.perAddress || this.anonymous >= this.limits.anonymous) {
      return undefined
    }
    this.byAddress.set(address, fromAddress + 1)
    this.anonymous++
    return once(() => {
      this.anonymous--
      const left = (this.byAddress.get(address) ?? 1) - 1
      if (left > 0) this.byAddress.set(address, left)
      else this.byAddress.delete(address)
    })
  }
}

function once(release: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}
