import { stegaClean } from 'next-sanity'

// Structured data for search engines. `<` is escaped so CMS text can never close the script;
// draft mode's stega characters are removed, as search engines must never see them.
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c'),
      }}
    />
  )
}
