// A request path Next.js can read. It decodes the path to match its routes and answers one
// that is not percent-encoded UTF-8 ("/%E0%A4%A", "/%ff") with a bare 500, as if the server had
// failed; web/server.ts answers 400 first. No page or file of ours has such a name, and browsers
// encode what they send as UTF-8.

export const UNREADABLE_PATH_MESSAGE = 'This address could not be read.\n'

/** Whether the path of a request target (`req.url`: path and query) decodes as UTF-8. */
export function isReadablePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
