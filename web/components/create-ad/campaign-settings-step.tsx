'use client'

import { formatCount, formatUsd } from '@atl/schemas/formats'
import { useFormContext } from 'react-hook-form'
import { durationWords } from '../../lib/ad-request/booked-campaign'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { FORMAT_LOCALE } from '../../lib/i18n/locales'
import { fill } from '../../lib/i18n/message-format'
import { CampaignSummary } from './campaign-summary'
import { errorId, FieldError, FieldLabel, inputClass } from './form-fields'
import { RadioCardGroup } from './radio-card-group'
import { useWizardText } from './wizard-text'

export function CampaignSettingsStep({
  options,
  minStartDate,
}: {
  options: AdOptions
  minStartDate: string
}) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const { errors } = formState
  const { t, locale, wording, langOf } = useWizardText()
  const formatLocale = FORMAT_LOCALE[locale]
  const describe = (name: keyof AdRequestFormValues) => (errors[name] ? errorId(name) : undefined)
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-7">
        <RadioCardGroup
          name="budget"
          legend={t.labels.packageName}
          columns="sm:grid-cols-3"
          cards={options.packages.map((pkg) => ({
            key: pkg._id,
            value: String(pkg.monthlyPrice),
            content: (
              <>
                <span className="font-semibold text-white" lang={langOf(pkg.nameLang)}>
                  {pkg.name}
                </span>
                <span className="mt-1 text-2xl font-bold text-white">
                  {formatUsd(pkg.monthlyPrice, formatLocale)}
                  <span className="text-sm font-normal text-zinc-300">
                    {wording.facts.perMonth}
                  </span>
                </span>
                <span className="mt-1 text-sm text-zinc-300">
                  {fill(t.settings.impressionsPerMonth, {
                    count: formatCount(pkg.monthlyImpressions, formatLocale),
                  })}
                </span>
                <span className="mt-2 text-xs text-zinc-400" lang={langOf(pkg.placementLang)}>
                  {pkg.placement}
                </span>
              </>
            ),
          }))}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="duration" required>
              {t.labels.duration}
            </FieldLabel>
            <select
              id="duration"
              {...register('duration', { valueAsNumber: true })}
              required
              aria-invalid={Boolean(errors.duration)}
              aria-describedby={describe('duration')}
              className={inputClass}
            >
              {/* An option can not mark a part of its text as English: a name the page's
                  language lacks is left out ("7 días", not "1 Week (7 días)"). */}
              {options.durations.map((duration) => (
                <option key={duration._id} value={duration.days}>
                  {durationWords(
                    duration.days,
                    langOf(duration.labelLang) ? undefined : (duration.label ?? undefined),
                    wording,
                  )}
                </option>
              ))}
            </select>
            <FieldError name="duration" />
          </div>
          <div>
            <FieldLabel htmlFor="startDate" required>
              {t.labels.startDate}
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
          legend={t.labels.targetAudience}
          columns="sm:grid-cols-2"
          cards={options.audiences.map((audience) => ({
            key: audience._id,
            value: audience.key,
            content: (
              <>
                <span className="font-semibold text-white" lang={langOf(audience.labelLang)}>
                  {audience.label}
                </span>
                <span
                  className="mt-1 text-sm text-zinc-300"
                  lang={langOf(audience.descriptionLang)}
                >
                  {audience.description}
                </span>
              </>
            ),
          }))}
        />
      </div>
      <CampaignSummary options={options} />
    </div>
  )
}
