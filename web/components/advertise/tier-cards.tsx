import { formatCount, formatUsd, PER_MONTH } from '@atl/schemas/formats'

interface AdPackage {
  _id: string
  name: string
  monthlyPrice: number
  monthlyImpressions: number
  placement: string
  extras: string[]
  highlight: string | null
}

/**
 * The advertising tiers, straight from the CMS's ad packages. `editAttribute` makes each price
 * clickable in the Studio's preview (draft mode only).
 */
export function TierCards({
  packages,
  editAttribute,
}: {
  packages: AdPackage[]
  editAttribute?: (id: string, path: string) => string | undefined
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg._id}
          className="relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6"
          aria-labelledby={`tier-${pkg._id}`}
        >
          {pkg.highlight ? (
            <p className="bg-brand-gradient absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold text-white">
              {pkg.highlight}
            </p>
          ) : null}
          <h3 id={`tier-${pkg._id}`} className="font-display text-xl font-semibold text-white">
            {pkg.name}
          </h3>
          <p className="mt-3">
            <span
              className="font-display text-4xl font-bold text-white"
              data-sanity={editAttribute?.(pkg._id, 'monthlyPrice')}
            >
              {formatUsd(pkg.monthlyPrice)}
            </span>
            <span className="text-zinc-400">{PER_MONTH}</span>
          </p>
          <p className="mt-2 text-brand-sky">
            {formatCount(pkg.monthlyImpressions)} impressions monthly
          </p>
          <ul className="mt-5 space-y-2 text-zinc-300">
            {[pkg.placement, ...pkg.extras].map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-lilac">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
