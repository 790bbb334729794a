// GET /api/draft-mode/disable - leaves draft mode (the preview bar's Exit) and goes home.
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

export async function GET() {
  ;(await draftMode()).disable()
  // Next's redirect keeps the cookie deletion; a plain Response.redirect has immutable headers.
  redirect('/')
}
