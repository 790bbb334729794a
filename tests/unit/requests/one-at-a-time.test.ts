// Changes to one campaign take turns in a process; a queue longer than the limit is refused.
import { describe, expect, it } from 'vitest'
import { oneAtATime } from '../../../web/lib/requests/one-at-a-time.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('oneAtATime', () => {
  it('runs work on one key in arrival order, never two at once', async () => {
    const log: string[] = []
    let running = 0
    const work = (name: string) => async () => {
      running += 1
      log.push(`${name}:${running}`)
      await tick()
      running -= 1
      return name
    }
    const results = await Promise.all(['a', 'b', 'c'].map((n) => oneAtATime('k', 10, work(n))))
    expect(results).toEqual([
      { ok: true, value: 'a' },
      { ok: true, value: 'b' },
      { ok: true, value: 'c' },
    ])
    expect(log).toEqual(['a:1', 'b:1', 'c:1'])
  })

  it('keeps going after a failure, and other keys do not wait', async () => {
    const failing = oneAtATime('x', 10, () => Promise.reject(new Error('lake down')))
    const next = oneAtATime('x', 10, () => Promise.resolve('after'))
    const other = oneAtATime('y', 10, () => Promise.resolve('other'))
    await expect(failing).rejects.toThrow('lake down')
    expect(await next).toEqual({ ok: true, value: 'after' })
    expect(await other).toEqual({ ok: true, value: 'other' })
  })

  it('refuses work beyond the queue limit, and takes it again once the queue drains', async () => {
    const queued = [1, 2].map((n) => oneAtATime('q', 2, async () => (await tick(), n)))
    expect(await oneAtATime('q', 2, () => Promise.resolve(3))).toEqual({ ok: false })
    await Promise.all(queued)
    expect(await oneAtATime('q', 2, () => Promise.resolve(4))).toEqual({ ok: true, value: 4 })
  })
})
