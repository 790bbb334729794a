/** The link that signs its opener in to the Studio at once (see http/routes/auth.ts). */
export function signInLink(lakeUrl: string, studioUrl: string, code: string): string {
  const link = new URL('/v1/auth/login/local', lakeUrl)
  link.searchParams.set('origin', `${studioUrl}/`)
  link.searchParams.set('code', code)
  return link.href
}
