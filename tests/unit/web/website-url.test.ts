// An ad's target URL: a public http(s) website, judged from the address alone.
import { describe, expect, it } from 'vitest'
import { websiteUrlProblem } from '../../../web/lib/validation/website-url.ts'

describe('target URLs that reach inside a network, or carry secrets', () => {
  it.each([
    // Cloud metadata, loopback, private and reserved IPv4, in the spellings URL parsers accept.
    ['http://169.254.169.254/latest/meta-data/', 'notPublic'],
    ['http://127.0.0.1:3100/v2025-02-19/data/query/production', 'notPublic'],
    ['http://127.1/', 'notPublic'],
    ['http://0x7f.0.0.1/', 'notPublic'],
    ['http://2130706433/', 'notPublic'],
    ['http://10.0.0.5/admin', 'notPublic'],
    ['https://192.168.1.1/', 'notPublic'],
    ['https://172.16.0.1/', 'notPublic'],
    ['http://0.0.0.0/', 'notPublic'],
    ['http://100.64.0.1/', 'notPublic'],
    ['http://8.8.8.8/', 'notPublic'],
    // IPv6: loopback, link-local, unique local, IPv4-mapped.
    ['http://[::1]/', 'notPublic'],
    ['http://[fe80::1]/', 'notPublic'],
    ['http://[fd00::1]/', 'notPublic'],
    ['http://[::ffff:169.254.169.254]/', 'notPublic'],
    // Names that only mean something inside one machine or network.
    ['http://localhost:3000/', 'notPublic'],
    ['http://LOCALHOST./', 'notPublic'],
    ['http://api.localhost/', 'notPublic'],
    ['http://printer.local/', 'notPublic'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'notPublic'],
    ['http://router.home.arpa/', 'notPublic'],
    ['http://intranet/', 'notPublic'],
    // Credentials, and ports a public website does not use.
    ['https://user:pass@sweetauburn.example.com/', 'credentials'],
    ['https://admin@sweetauburn.example.com/', 'credentials'],
    ['https://sweetauburn.example.com:8443/', 'port'],
    ['http://sweetauburn.example.com:6379/', 'port'],
    // Not a web address at all.
    ['javascript:alert(1)', 'notHttp'],
    ['file:///etc/passwd', 'notHttp'],
    ['sweetauburn.example.com', 'notHttp'],
  ])('%s is refused (%s)', (url, problem) => {
    expect(websiteUrlProblem(url)).toBe(problem)
  })
})

describe('public websites', () => {
  it.each([
    'https://sweetauburn.example.com',
    'https://sweetauburn.example.com/saturday?utm_source=vybe#menu',
    'http://www.atlantajazz.com/',
    'https://skylounge.example/fridays',
    'https://sweetauburn.example.com:443/',
    'https://xn--caf-dma.example.com/',
    'https://café.example.com/',
    'https://sweetauburn.example.com./',
    'https://local-bar.com/',
    'https://internal.events.com/',
  ])('%s is accepted', (url) => {
    expect(websiteUrlProblem(url)).toBeNull()
  })
})
