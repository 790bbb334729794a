import { SmartLink } from '../ui/smart-link'

export function CallToAction({
  heading,
  productName,
  body,
  buttonLabel,
  href,
}: {
  heading: string
  productName: string
  body?: string | null
  buttonLabel: string
  href: string
}) {
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-20 sm:px-8">
      <div className="bg-brand-gradient relative mx-auto max-w-5xl overflow-hidden rounded-3xl px-6 py-16 text-center shadow-2xl shadow-violet-900/40 sm:px-12">
        <h2 id="cta-heading" className="font-display text-3xl font-bold text-white sm:text-5xl">
          {heading} {productName}
        </h2>
        {body ? <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{body}</p> : null}
        <SmartLink
          href={href}
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-8 font-semibold text-violet-800 transition hover:bg-zinc-100"
        >
          {buttonLabel}
        </SmartLink>
      </div>
    </section>
  )
}
