import { textLang, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/message-format'
import { Section, type SectionIntro } from '../ui/section'
import { StatGrid, type Stat } from '../ui/stat-grid'

interface Testimonial {
  _id: string
  quote: string
  quoteLang: string
  name: string
  context: string | null
  contextLang: string
  rating: number | null
}

// A filled star, drawn rather than typed: "★" is not in the site's fonts, so phones would draw it
// from whatever system font has one.
const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z'

function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-300" role="img" aria-label={fill(label, { rating })}>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </p>
  )
}

export function Benefits({
  intro,
  stats,
  testimonials,
  locale,
  starsLabel,
}: {
  intro: SectionIntro | null
  stats: Stat[]
  testimonials: Testimonial[]
  locale: Locale
  /** "{rating} out of 5 stars", in the page's language. */
  starsLabel: string
}) {
  return (
    <Section id="benefits" intro={intro} className="bg-night-raised" locale={locale}>
      <div className="mx-auto max-w-3xl">
        <StatGrid stats={stats} locale={locale} />
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial._id}>
            <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
              {testimonial.rating ? (
                <StarRating rating={testimonial.rating} label={starsLabel} />
              ) : null}
              <blockquote
                className="mt-3 flex-1 text-zinc-200"
                lang={textLang(testimonial.quoteLang, locale)}
              >
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-white">{testimonial.name}</span>
                {testimonial.context ? (
                  <span
                    className="block text-zinc-400"
                    lang={textLang(testimonial.contextLang, locale)}
                  >
                    {testimonial.context}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
