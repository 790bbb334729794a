// An ad's target URL: a public http(s) website, judged from the address alone.
import { describe, expect, it } from 'vitest'
import { websiteUrlAsStored, websiteUrlProblem } from '../../../web/lib/validation/website-url.ts'

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

// Issue #30: look-alike host names were accepted and stored in Unicode, so staff saw a copy of a
// real domain. Each label is judged as a browser shows it, however it was typed.
describe('host names that pass for another one', () => {
  it.each([
    // A Cyrillic "а" in a Latin name, typed, percent-encoded, upper case, or as Punycode.
    ['https://exаmple.com/', 'mixedScripts'],
    ['https://ex%D0%B0mple.com/', 'mixedScripts'],
    ['https://EXАMPLE.com/', 'mixedScripts'],
    ['https://xn--exmple-4nf.com/', 'mixedScripts'],
    ['https://www.pаypal.com/signin', 'mixedScripts'],
    // Greek in a Cyrillic name, Thai in a Latin one.
    ['https://пοка.com/', 'mixedScripts'],
    ['https://shopไทย.com/', 'mixedScripts'],
    // Whole names in letters that look Latin: Cyrillic, Greek, Armenian.
    ['https://аррӏе.com/', 'lookalike'],
    ['https://xn--80ak6aa92e.com/', 'lookalike'],
    ['https://АРРӀЕ.com/', 'lookalike'],
    ['https://ѕсоре.com/', 'lookalike'],
    ['https://οτ.com/', 'lookalike'],
    ['https://օս.com/', 'lookalike'],
  ])('%s is refused (%s)', (url, problem) => {
    expect(websiteUrlProblem(url)).toBe(problem)
  })

  it.each([
    'https://café.example.com/',
    'https://xn--caf-dma.example.com/',
    'https://peña-bar.com/',
    // A Cyrillic name with letters Latin has not, and look-alikes under a Cyrillic TLD.
    'https://пример.com/',
    'https://аррӏе.рф/',
    'https://пример.рф/',
    'https://παράδειγμα.gr/',
    // Chinese, Japanese and Korean, also beside Latin letters, as those names are written.
    'https://例子.cn/',
    'https://日本語ドメイン.jp/',
    'https://sonyストア.jp/',
    'https://한국.kr/',
    'https://مثال.com/',
  ])('%s is accepted', (url) => {
    expect(websiteUrlProblem(url)).toBeNull()
  })
})

describe('the address as stored: as the URL standard writes it, host in ASCII', () => {
  it.each([
    ['https://café.example.com/menu', 'https://xn--caf-dma.example.com/menu'],
    ['https://аррӏе.рф/', 'https://xn--80ak6aa92e.xn--p1ai/'],
    ['https://SweetAuburn.example.com', 'https://sweetauburn.example.com/'],
    [
      'https://sweetauburn.example.com:443/a b?q=1#x',
      'https://sweetauburn.example.com/a%20b?q=1#x',
    ],
    ['not a url', 'not a url'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(websiteUrlAsStored(typed)).toBe(stored)
  })
})
