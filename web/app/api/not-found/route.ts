// POST /api/not-found - the 404 page reports the missing address; it is logged for whoever runs
// the site (broken links, old URLs worth redirecting).
import { isRecord } from '@/lib/validation/record'

export async function POST(request: Request) {
  const text = (await request.text()).slice(0, 2_000)
  let path = '(unreadable report)'
  try {
    const body: unknown = JSON.parse(text)
    if (isRecord(body) && typeof body.path === 'string')
      path = body.path.slice(0, 500).replace(/[\r\n]/g, ' ')
  } catch {
    // keep the placeholder: a malformed report still says a 404 happened
  }
  console.warn(`404 Not Found: ${path}`)
  return new Response(null, { status: 204 })
}
