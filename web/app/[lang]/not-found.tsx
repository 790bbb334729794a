import { NotFoundContent } from '@/components/layout/not-found-content'

// The title is the missing address's language's ([...missing]/layout.tsx, or the page's own).
export const metadata = { robots: { index: false } }

export default function NotFound() {
  return <NotFoundContent />
}
