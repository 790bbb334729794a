'use client'

import { durationText, formatCount, formatUsd, PER_MONTH } from '@atl/schemas/formats'
import { useFormContext } from 'react-hook-form'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { CampaignSummary } from './campaign-summary'
import { errorId, FieldError, FieldLabel, inputClass, wizardLabel } from './form-fields'
import { RadioCardGroup } from './radio-card-group'

export function CampaignSettingsStep({
  options,
  minStartDate,
}: {
  options: AdOptions
  minStartDate: string
}) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const { errors } = formState
  const describe = (name: keyof AdRequestFormValues) => (errors[name] ? errorId(name) : undefined)
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-7">
        <RadioCardGroup
          name="budget"
          legend={wizardLabel('packageName')}
          columns="sm:grid-cols-3"
          cards={options.packages.map((pkg) => ({
            key: pkg._id,
            value: String(pkg.monthlyPrice),
            content: (
              <>
                <span className="font-semibold text-white">{pkg.name}</span>
                <span className="mt-1 text-2xl font-bold text-white">
                  {formatUsd(pkg.monthlyPrice)}
                  <span className="text-sm font-normal text-zinc-300">{PER_MONTH}</span>
                </span>
                <span className="mt-1 text-sm text-zinc-300">
                  {formatCount(pkg.monthlyImpressions)} impressions/month
                </span>
                <span className="mt-2 text-xs text-zinc-400">{pkg.placement}</span>
              </>
            ),
          }))}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="duration" required>
              {wizardLabel('duration')}
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
                  {durationText(duration.days, duration.label)}
                </option>
              ))}
            </select>
            <FieldError name="duration" />
          </div>
          <div>
            <FieldLabel htmlFor="startDate" required>
              {wizardLabel('startDate')}
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

        <RadioCardGroup
          name="targetAudience"
          legend={wizardLabel('targetAudience')}
          columns="sm:grid-cols-2"
          cards={options.audiences.map((audience) => ({
            key: audience._id,
            value: audience.key,
            content: (
              <>
                <span className="font-semibold text-white">{audience.label}</span>
                <span className="mt-1 text-sm text-zinc-300">{audience.description}</span>
              </>
            ),
          }))}
        />
      </div>
      <CampaignSummary options={options} />
    </div>
  )
}
