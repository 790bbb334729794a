import { Section, type SectionIntro } from '../ui/section'
import { FeatureIcon } from './feature-icon'

interface Feature {
  _id: string
  title: string
  description: string
  icon: string
}

export function Features({ intro, items }: { intro: SectionIntro | null; items: Feature[] }) {
  return (
    <Section id="features" intro={intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((feature) => (
          <li
            key={feature._id}
            className="rounded-2xl border border-white/10 bg-white/5 p-6 transition hover:border-white/20"
          >
            <FeatureIcon name={feature.icon} />
            <h3 className="mt-5 font-display text-lg font-semibold text-white">{feature.title}</h3>
            <p className="mt-2 text-zinc-300">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
