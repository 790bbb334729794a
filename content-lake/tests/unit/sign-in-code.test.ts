// Wrong sign-in codes in total (src/sign-in-code.ts), on a clock the test sets.
import { describe, expect, it } from 'vitest'
import { LOCK_MS, MAX_CODE_FAILURES, SignInCode } from '../../src/auth/sign-in-code.ts'
import { MAX_FAILURES } from '../../src/auth/sign-in-limiter.ts'

const HOUR = 60 * 60_000

function started() {
  const replaced: string[] = []
  const signIn = new SignInCode('weak-1234', (code) => replaced.push(code))
  return { signIn, replaced }
}

describe('the sign-in code', () => {
  it('is replaced after its wrong codes are used up, however slowly they come', () => {
    const { signIn, replaced } = started()
    for (let i = 0; i < MAX_CODE_FAILURES - 1; i++) {
      expect(signIn.check(`guess-${i}`, 'a', i * HOUR).result).toBe('wrong')
    }
    expect(replaced).toEqual([])
    const at = MAX_CODE_FAILURES * HOUR
    expect(signIn.check('guess-last', 'a', at).result).toBe('wrong')
    expect(replaced).toEqual([signIn.code])
    expect(signIn.code).not.toBe('weak-1234')
    expect(signIn.check('weak-1234', 'b', at + 1)).toMatchObject({ result: 'wait' })
    expect(signIn.check('weak-1234', 'c', at + LOCK_MS).result).toBe('wrong')
  })

  it('while the new code is fresh, only it is accepted; then wrong codes count against it', () => {
    const { signIn, replaced } = started()
    for (let i = 0; i < MAX_CODE_FAILURES; i++) signIn.check(`guess-${i}`, `10.0.0.${i}`, 0)
    const fresh = signIn.code
    expect(signIn.check('another-guess', 'x', 1000)).toEqual({
      result: 'wait',
      seconds: LOCK_MS / 1000 - 1,
      reason: 'replaced',
    })
    expect(signIn.check(fresh, 'y', 1000).result).toBe('signed-in')
    for (let i = 0; i < MAX_CODE_FAILURES; i++) {
      expect(signIn.check(`guess-${i}`, `10.0.1.${i}`, LOCK_MS + i).result).toBe('wrong')
    }
    expect(replaced).toHaveLength(2)
    expect(signIn.code).not.toBe(fresh)
  })

  it('an address that used up its own wrong codes waits, the new code too', () => {
    const { signIn } = started()
    for (let i = 0; i < MAX_CODE_FAILURES; i++) signIn.check(`guess-${i}`, `10.0.0.${i}`, 0)
    for (let i = 0; i < MAX_FAILURES; i++) signIn.check(`again-${i}`, 'z', 1)
    expect(signIn.check(signIn.code, 'z', 2)).toMatchObject({ result: 'wait', reason: 'address' })
  })
})
