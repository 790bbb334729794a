// POST /api/contact - validates, stores and forwards a message from a contact form.
import { CONTACT_SUCCESS, receiveContactMessage } from '../../../lib/submissions/contact-messages'
import { toHttpResponse } from '../../../lib/requests/outcome-response'

export async function POST(request: Request): Promise<Response> {
  return toHttpResponse(await receiveContactMessage(request), CONTACT_SUCCESS)
}
