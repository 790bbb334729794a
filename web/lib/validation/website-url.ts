// An ad's target: a public website, judged from the address alone. Nothing is looked up or
// fetched (a name's DNS answer can change after the check), so the rules are about what the
// address says: http(s), a registrable-looking host name, no credentials, the usual port. IP
// literals are refused outright, private or not: a business's website has a name, and an
// address such as http://169.254.169.254/ or http://127.0.0.1:3100/ only reaches machines
// inside someone's network (cloud metadata, our own lake) when staff or the app open it. A host
// name that passes for another one is refused too (lookalike-host.ts), and the address is
// stored as the URL standard writes it, host in ASCII (websiteUrlAsStored).
import { lookalikeHostProblem } from './lookalike-host'

export const WEBSITE_URL_MESSAGES = {
  notHttp: 'Enter a full website address starting with https://',
  credentials: 'Enter the website address without a user name or password',
  notPublic: 'Enter the public address of your website, like https://yourbusiness.com',
  port: 'Enter the website address without a port number',
  mixedScripts: 'Enter the website address without mixing letters from different alphabets',
  lookalike: 'Enter the website address in Latin letters: this one uses look-alike letters',
} as const

export type WebsiteUrlProblem = keyof typeof WEBSITE_URL_MESSAGES

/** Names that only mean something inside one machine or one network (RFC 6761, 6762, 8375). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan', 'intranet']

const DEFAULT_PORTS = new Set(['', '80', '443'])

/** The URL parser writes every IPv4 spelling (0x7f.1, 2130706433, 127.1) in dotted decimal. */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** Why `value` is not a public website address, or null when it is one. */
export function websiteUrlProblem(value: string): WebsiteUrlProblem | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'notHttp'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'notHttp'
  if (url.username || url.password) return 'credentials'
  // A trailing dot names the same host ("example.com." is "example.com").
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[') || IPV4.test(host)) return 'notPublic'
  if (!host.includes('.')) return host ? 'notPublic' : 'notHttp'
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return 'notPublic'
  if (!DEFAULT_PORTS.has(url.port)) return 'port'
  return lookalikeHostProblem(host)
}

/**
 * The address as stored and shown to staff: serialized by the URL parser, so the host is in
 * ASCII ("https://xn--caf-dma.example.com/", never a look-alike in Unicode) and the path
 * percent-encoded. Unchanged when it is no URL (the check above has refused it then).
 */
export function websiteUrlAsStored(value: string): string {
  try {
    return new URL(value).href
  } catch {
    return value
  }
}
