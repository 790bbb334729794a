import { Section, type SectionIntro } from '../ui/section'
import { StatGrid, type Stat } from '../ui/stat-grid'

interface Testimonial {
  _id: string
  quote: string
  name: string
  context: string | null
  rating: number | null
}

export function Benefits({
  intro,
  stats,
  testimonials,
}: {
  intro: SectionIntro | null
  stats: Stat[]
  testimonials: Testimonial[]
}) {
  return (
    <Section id="benefits" intro={intro} className="bg-night-raised">
      <div className="mx-auto max-w-3xl">
        <StatGrid stats={stats} />
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial._id}>
            <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
              {testimonial.rating ? (
                <p className="text-amber-300" aria-label={`${testimonial.rating} out of 5 stars`}>
                  {'★'.repeat(testimonial.rating)}
                </p>
              ) : null}
              <blockquote className="mt-3 flex-1 text-zinc-200">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-white">{testimonial.name}</span>
                {testimonial.context ? (
                  <span className="block text-zinc-400">{testimonial.context}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
