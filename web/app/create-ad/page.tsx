import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CreateAdWizard } from '@/components/create-ad/create-ad-wizard'
import { sanityFetch } from '@/lib/sanity/fetch'
import { adOptionsQuery, createAdPageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/site/metadata'

const getCopy = () => sanityFetch({ query: createAdPageQuery })

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getCopy()
  return pageMetadata('/create-ad', copy?.seo, copy?.heading)
}

export default async function CreateAdPage() {
  const [copy, options] = await Promise.all([getCopy(), sanityFetch({ query: adOptionsQuery })])
  if (!copy) notFound()
  return (
    <div>
      <CreateAdWizard copy={copy} options={options} />
      <noscript>
        <p className="mx-auto max-w-2xl px-4 pb-16 text-center text-zinc-300">
          Creating an ad needs JavaScript. Please turn it on, or contact our advertising team from
          the Advertise page.
        </p>
      </noscript>
    </div>
  )
}
