// Campaign links are capabilities: only a token signed with the secret, for the current link
// version, names a campaign; anything else reads as no campaign at all.
import { describe, expect, it } from 'vitest'
import { readCampaignToken, signCampaignToken } from '../../../web/lib/campaigns/token.ts'

const SECRET = 'test-campaign-link-secret-0123456789'
const ID = 'adRequest.0123456789abcdef0123456789abcdef'
const token = signCampaignToken(SECRET, ID, 1)

const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)

describe('campaign tokens', () => {
  it('a signed token names its document and version', () => {
    expect(readCampaignToken(SECRET, token)).toEqual({ id: ID, version: 1 })
    expect(readCampaignToken(SECRET, signCampaignToken(SECRET, ID, 7))).toEqual({
      id: ID,
      version: 7,
    })
  })

  it('does not contain the document id in the clear', () => {
    expect(token).not.toContain('0123456789abcdef')
  })

  it.each([
    ['another secret', () => readCampaignToken('another-secret-of-enough-length', token)],
    ['a changed payload', () => readCampaignToken(SECRET, flip(token, 3))],
    ['a changed signature', () => readCampaignToken(SECRET, flip(token, token.length - 3))],
    ['a cut signature', () => readCampaignToken(SECRET, token.slice(0, -2))],
    ['no signature', () => readCampaignToken(SECRET, token.slice(0, token.indexOf('.')))],
    ['the document id itself', () => readCampaignToken(SECRET, ID)],
    ['an empty string', () => readCampaignToken(SECRET, '')],
    ['a very long string', () => readCampaignToken(SECRET, `${token}${'a'.repeat(5_000)}`)],
    ['path characters', () => readCampaignToken(SECRET, '../../etc/passwd.x')],
  ])('%s is refused', (_name, read) => {
    expect(read()).toBeNull()
  })

  it('a payload re-signed for another document is refused', () => {
    const [, signature] = token.split('.')
    const otherPayload = Buffer.from('ffffffffffffffffffffffffffffffff.1').toString('base64url')
    expect(readCampaignToken(SECRET, `${otherPayload}.${signature}`)).toBeNull()
  })

  it('a token for version 1 does not read as version 2 (revoked links stay revoked)', () => {
    const [payload, signature] = token.split('.')
    const raised = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace(/\.1$/, '.2'),
    ).toString('base64url')
    expect(readCampaignToken(SECRET, `${raised}.${signature}`)).toBeNull()
  })
})
