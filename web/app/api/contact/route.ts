// POST /api/contact - validates, stores and forwards a message from a contact form, answering
// in the language the body names or its page's.
import { receiveContactMessage } from '../../../lib/submissions/contact-messages'
import { messagesFor } from '../../../lib/messages/catalogue'
import { toHttpResponse } from '../../../lib/requests/outcome-response'

export async function POST(request: Request): Promise<Response> {
  const { outcome, language } = await receiveContactMessage(request)
  const messages = messagesFor(language)
  return toHttpResponse(outcome, messages.contactForm.sent, messages.answers)
}
