// The contact forms' words (on / and /advertise): the form's labels and button, what it says
// once sent, and the server's messages for its required fields (the others are the validation
// area's: tooLong, notText, invalidEmail; a refused submission's, the answers area's).
export const contactForm = {
  /** The form's accessible name where the page gives it no heading. */
  label: 'Contact us',
  fields: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
  optional: '(optional)',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Thanks! Your message has been sent. We will get back to you soon.',
  required: {
    name: 'Name is required',
    email: 'Email is required',
    message: 'Message is required',
  },
}
