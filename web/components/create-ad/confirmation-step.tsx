'use client'

import { formatIsoDate, formatUsd } from '../../lib/ad-request/format'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'

export function ConfirmationStep({
  values,
  options,
  text,
  onCreateAnother,
}: {
  values: AdRequestFormValues
  options: AdOptions
  text: string
  onCreateAnother: () => void
}) {
  const type = options.adTypes.find((t) => t.key === values.adType)
  const duration = options.durations.find((d) => d.days === values.duration)
  const details: [string, string][] = [
    ['Ad Name', values.adName],
    ['Type', type?.label ?? values.adType],
    ['Budget', `${formatUsd(values.budget)}/month`],
    [
      'Duration',
      duration ? `${duration.label} (${values.duration} days)` : `${values.duration} days`,
    ],
    ['Start Date', formatIsoDate(values.startDate)],
  ]
  return (
    <div className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-gradient text-3xl text-white"
      >
        ✓
      </div>
      <p className="mx-auto mt-4 max-w-xl text-zinc-300">{text}</p>
      <dl className="mx-auto mt-6 grid max-w-md gap-2.5 rounded-2xl border border-white/10 bg-white/5 p-5 text-left text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-zinc-300">{label}</dt>
            <dd className="text-right font-medium break-words text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={onCreateAnother}
        className="mt-8 rounded-full bg-brand-gradient px-7 py-3 font-semibold text-white hover:brightness-110"
      >
        Create Another Ad
      </button>
    </div>
  )
}
