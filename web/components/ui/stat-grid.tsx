export interface Stat {
  _id: string
  value: string
  label: string
  description?: string | null
}

/** Marketing claims as large figures. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="flex flex-wrap justify-center gap-4 sm:gap-6">
      {stats.map((stat) => (
        <div
          key={stat._id}
          className="flex w-[calc(50%-0.5rem)] flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5 sm:w-[calc(50%-0.75rem)] sm:p-6 lg:w-[calc(25%-1.125rem)]"
        >
          <dt className="mt-2 text-sm text-zinc-300 sm:text-base">
            {stat.label}
            {stat.description ? (
              <span className="mt-1 block text-xs text-zinc-400">{stat.description}</span>
            ) : null}
          </dt>
          <dd className="text-gradient font-display text-3xl font-bold sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
