// The website's submission pipeline in a process of its own, so a test can kill it with SIGKILL
// mid-delivery, as a crash or an OOM kill does. It posts the ad requests in WEBSITE_BODIES to
// POST /api/ad-requests at once; each answer starts that request's outbox work in this process
// (as Next's after() does), and nothing here waits for it. Run with jiti (startWebsiteProcess in crash-flags.test.ts).
import { POST } from '../../../web/app/api/ad-requests/route.ts'

const bodies = JSON.parse(process.env.WEBSITE_BODIES ?? '[]') as unknown[]
await Promise.all(
  bodies.map(async (body, index) => {
    const response = await POST(
      new Request('http://127.0.0.1/api/ad-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${index + 1}` },
        body: JSON.stringify(body),
      }),
    )
    console.log(`answered ${response.status}`)
  }),
)
