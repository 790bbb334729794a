import { editorClient } from './clients.ts'

// What the CMS holds right now: the pages must show exactly this (no copy duplicated in tests).
export const cms = <T>(query: string, params: Record<string, unknown> = {}) =>
  editorClient.fetch<T>(query, params, { perspective: 'published' })

export const PUBLIC_PAGES = [
  '/',
  '/advertise',
  '/media-kit',
  '/privacy-policy',
  '/privacy',
  '/terms-of-service',
  '/support',
  '/delete-account',
  '/create-ad',
] as const

export const PHONE = { width: 390, height: 844 }
