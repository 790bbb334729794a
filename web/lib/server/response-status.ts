import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

// A page that decides its own HTTP status, which the App Router cannot: its only way to a 404
// is notFound(), and a notFound() thrown where Next.js has no root layout of its own above it
// (ours are per language, under [lang]) makes Next.js send its bare error shell
// (`<html id="__next_error__">`: no header, no footer, no text without JavaScript). So the
// website's own server (web/server.ts) runs each answer inside a slot that a page may fill with a
// status (`answerWith(404)`), and the status goes out with the answer's head, which Next.js writes
// after it has rendered the page's layouts. Only pages rendered per request may use it (a cached
// page is sent without rendering): they call next/server's connection() first.

interface StatusSlot {
  status?: number
}

// web/server.ts and the bundles Next.js loads each get their own copy of this module, so the
// storage lives on globalThis (declared as a global `var`, which is how TypeScript names one).
declare global {
  var atlResponseStatus: AsyncLocalStorage<StatusSlot> | undefined
}

const storage = (globalThis.atlResponseStatus ??= new AsyncLocalStorage<StatusSlot>())

/** Runs `handle` so that a page it renders may set the status `res` is sent with. */
export function withResponseStatus(res: ServerResponse, handle: () => void): void {
  const slot: StatusSlot = {}
  const { writeHead } = res
  // Node sends every head through writeHead, also the implicit one before the first write.
  res.writeHead = function (statusCode: number, ...rest: unknown[]) {
    return Reflect.apply(writeHead, this, [slot.status ?? statusCode, ...rest])
  }
  storage.run(slot, handle)
}

/** Sends the answer being rendered with `status` (when the website's own server runs it). */
export function answerWith(status: number): void {
  const slot = storage.getStore()
  if (slot) slot.status = status
}
