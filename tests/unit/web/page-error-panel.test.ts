import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageErrorPanel, errorDetail } from '@/components/layout/page-error-panel'

// The routing-failure screen (app/error.tsx, app/global-error.tsx). A production build serves
// the last good page when a refresh fails, so the browser tests cannot provoke it on demand.
describe('the Unexpected Application Error! screen', () => {
  it('shows the spec title, the detail, a retry button and a way home', () => {
    const html = renderToStaticMarkup(
      createElement(PageErrorPanel, { detail: 'Status 503', onRetry: () => undefined }),
    )
    expect(html).toContain('<h1')
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('Status 503')
    expect(html).toContain('Try again')
    expect(html).toContain('href="/"')
    expect(html).toContain('role="alert"')
  })

  it('offers no retry when the whole layout failed', () => {
    const html = renderToStaticMarkup(createElement(PageErrorPanel, { detail: 'boom' }))
    expect(html).not.toContain('Try again')
  })

  it.each([
    ['a status', Object.assign(new Error('Service Unavailable'), { status: 503 }), 'Status 503'],
    ['a message', new Error('Content is missing'), 'Content is missing'],
    [
      'a server error digest',
      Object.assign(new Error('An error occurred in the Server Components render.'), {
        digest: '2431227874',
      }),
      'An error occurred in the Server Components render. (reference 2431227874)',
    ],
    ['a thrown string', 'plain failure', 'plain failure'],
    ['nothing', undefined, 'Unknown error'],
  ])('reports %s', (_case, error, expected) => {
    expect(errorDetail(error)).toBe(expected)
  })
})
