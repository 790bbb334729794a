import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata = { title: 'Oops! Page not found', robots: { index: false } }

export default function NotFound() {
  return <NotFoundContent />
}
