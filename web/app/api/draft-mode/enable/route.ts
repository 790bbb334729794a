// GET /api/draft-mode/enable - the Presentation tool's entry: checks the preview secret the
// Studio just stored (one hour at most, read with the server token), then sets the draft-mode
// cookies and redirects to the page. A forged or expired secret gets 401 and no cookie.
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { sanityClient } from '@/lib/sanity/client'
import { sanityEnv } from '@/lib/sanity/env'

export const { GET } = defineEnableDraftMode({
  client: sanityClient.withConfig({ token: sanityEnv.readToken }),
})
