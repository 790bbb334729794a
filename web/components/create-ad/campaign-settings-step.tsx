'use client'

import { useFormContext, useWatch } from 'react-hook-form'
import { formatCount, formatUsd } from '../../lib/ad-request/format'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/schema'
import { CampaignSummary } from './campaign-summary'
import { errorId, FieldError, FieldLabel, inputClass } from './form-fields'
import { RequiredMark } from '../ui/required-mark'

const cardClass = (checked: boolean) =>
  `flex cursor-pointer flex-col rounded-2xl border p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#C4B5FD] ${
    checked
      ? 'border-[#A78BFA] bg-brand-purple/15 ring-2 ring-[#A78BFA]/50'
      : 'border-white/10 bg-white/5 hover:border-white/25'
  }`

export function CampaignSettingsStep({
  options,
  minStartDate,
}: {
  options: AdOptions
  minStartDate: string
}) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const [budget, audience] = useWatch<AdRequestFormValues, ['budget', 'targetAudience']>({
    name: ['budget', 'targetAudience'],
  })
  const { errors } = formState
  const describe = (name: keyof AdRequestFormValues) => (errors[name] ? errorId(name) : undefined)
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-7">
        <fieldset aria-describedby={describe('budget')}>
          <legend className="text-sm font-medium text-zinc-100">
            Ad Package
            <RequiredMark />
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {options.packages.map((pkg) => (
              <label key={pkg._id} className={cardClass(budget === String(pkg.monthlyPrice))}>
                <input
                  type="radio"
                  value={String(pkg.monthlyPrice)}
                  {...register('budget')}
                  required
                  className="sr-only"
                />
                <span className="font-semibold text-white">{pkg.name}</span>
                <span className="mt-1 text-2xl font-bold text-white">
                  {formatUsd(pkg.monthlyPrice)}
                  <span className="text-sm font-normal text-zinc-300">/month</span>
                </span>
                <span className="mt-1 text-sm text-zinc-300">
                  {formatCount(pkg.monthlyImpressions)} impressions/month
                </span>
                <span className="mt-2 text-xs text-zinc-400">{pkg.placement}</span>
              </label>
            ))}
          </div>
          <FieldError name="budget" />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="duration" required>
              Campaign Duration
            </FieldLabel>
            <select
              id="duration"
              {...register('duration', { valueAsNumber: true })}
              required
              aria-invalid={Boolean(errors.duration)}
              aria-describedby={describe('duration')}
              className={inputClass}
            >
              {options.durations.map((duration) => (
                <option key={duration._id} value={duration.days}>
                  {duration.label} ({duration.days} days)
                </option>
              ))}
            </select>
            <FieldError name="duration" />
          </div>
          <div>
            <FieldLabel htmlFor="startDate" required>
              Start Date
            </FieldLabel>
            <input
              id="startDate"
              type="date"
              min={minStartDate || undefined}
              {...register('startDate')}
              required
              aria-invalid={Boolean(errors.startDate)}
              aria-describedby={describe('startDate')}
              className={`${inputClass} [color-scheme:dark]`}
            />
            <FieldError name="startDate" />
          </div>
        </div>

        <fieldset aria-describedby={describe('targetAudience')}>
          <legend className="text-sm font-medium text-zinc-100">
            Target Audience
            <RequiredMark />
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {options.audiences.map((option) => (
              <label key={option._id} className={cardClass(audience === option.key)}>
                <input
                  type="radio"
                  value={option.key}
                  {...register('targetAudience')}
                  className="sr-only"
                />
                <span className="font-semibold text-white">{option.label}</span>
                <span className="mt-1 text-sm text-zinc-300">{option.description}</span>
              </label>
            ))}
          </div>
          <FieldError name="targetAudience" />
        </fieldset>
      </div>
      <CampaignSummary options={options} />
    </div>
  )
}
