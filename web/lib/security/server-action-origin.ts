// Next.js refuses a Server Action posted from another site (its Origin is not the host the
// request reached: cross-site request forgery), but answers it with a 500, as if our server had
// failed. web/proxy.ts answers such a request 403 before Next.js sees it, by the same rule:
// the Origin's host must be `X-Forwarded-Host` (its first entry) or else `Host`. A request with
// no Origin passes, as Next.js lets it: browsers send one with every cross-site POST.

export const FOREIGN_ACTION_MESSAGE = 'Requests from other sites are not accepted.'

/** A POST that Next.js would treat as a Server Action: a fetch action or a plain form post. */
export const isServerActionPost = (method: string, headers: Headers) =>
  method === 'POST' &&
  (headers.has('next-action') ||
    (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))

function hostOf(origin: string): string | null {
  // Sandboxed frames and some redirects send the literal "null": never our host.
  if (origin === 'null') return null
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

export function isForeignServerAction(method: string, headers: Headers): boolean {
  if (!isServerActionPost(method, headers)) return false
  const origin = headers.get('origin')
  if (origin === null) return false
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  const originHost = hostOf(origin)
  return !host || originHost === null || originHost.toLowerCase() !== host.toLowerCase()
}
