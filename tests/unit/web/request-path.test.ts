// Issue #30: paths Next.js answered with a 500 (web/server.ts answers them 400 first).
import { describe, expect, it } from 'vitest'
import { isReadablePath } from '../../../web/lib/security/request-path.ts'

describe('isReadablePath', () => {
  it.each(['/', '/advertise?utm=x', '/campaigns/VY-1.abc', '/es/pe%C3%B1a', '/?q=%ff', '/a#%'])(
    '%s is readable',
    (target) => {
      expect(isReadablePath(target)).toBe(true)
    },
  )

  it.each(['/%E0%A4%A', '/%ff', '/campaigns/%c3', '/%'])('%s is not', (target) => {
    expect(isReadablePath(target)).toBe(false)
  })
})
