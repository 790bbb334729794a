import { notFound } from 'next/navigation'

// Any address under a language that no page has: the language's 404 page, inside its layout.
//
// The root layout prerenders only its languages (`dynamicParams = false`), which this segment
// would inherit: an address it was not built for would then be refused before any layout ran,
// and Next.js sent its bare error shell (`<html id="__next_error__">`, an empty page until its
// script had run, and the stylesheet twice in the payload). Rendered on request instead, the
// language's layout and its not-found page answer, with a 404 status.
export const dynamicParams = true

export default function MissingPage(): never {
  notFound()
}
