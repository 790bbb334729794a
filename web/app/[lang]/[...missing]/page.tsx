import { notFound } from 'next/navigation'

// Any address under a language that no page has: the language's 404 page, inside its layout.
export default function MissingPage(): never {
  notFound()
}
