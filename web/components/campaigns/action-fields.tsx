import { addDays } from '../../lib/ad-request/dates'
import { MAX_START_DAYS_AHEAD } from '../../lib/ad-request/schema'
import { CONTENT_FIELDS, MAX_LENGTH, type AdTypeKey } from '../../lib/ad-request/steps'
import {
  bannerBounds,
  bannerRulesText,
  packageSizesLang,
  packageSizesText,
  type PackageBannerSize,
} from '../../lib/banner/limits'
import type { Campaign } from '../../lib/campaigns/load'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import { fill } from '../../lib/i18n/message-format'
import { FieldLabel } from '../ui/field-label'
import { inputClass } from '../ui/input-class'

// The inputs of the two actions that take input, as plain form fields (no JavaScript): the new
// start date, and the ad's content for its type, labelled as in the wizard. The field an error
// is about points to the error panel.

export const ACTION_ERROR_ID = 'campaign-action-error'

type ContentField = (typeof CONTENT_FIELDS)[AdTypeKey][number]

interface ContentInput {
  rows?: number
  url?: boolean
  optional?: boolean
}

const CONTENT_INPUTS: Record<ContentField, ContentInput> = {
  adName: {},
  targetUrl: { url: true },
  description: { rows: 4 },
  headline: {},
  bodyText: { rows: 3 },
  callToAction: { optional: true },
  htmlCode: { rows: 8 },
}

const errorProps = (invalid: boolean) =>
  invalid ? { 'aria-invalid': true, 'aria-describedby': ACTION_ERROR_ID } : {}

interface FieldsProps {
  campaign: Campaign
  /** Values sent with a form that failed: shown again instead of the stored ones. */
  values: Record<string, string>
  /** The field the error is about. */
  invalidField?: string
  locale?: Locale
}

export function StartDateField({
  campaign,
  values,
  invalidField,
  today,
  locale = DEFAULT_LOCALE,
}: FieldsProps & { today: string }) {
  return (
    <div>
      <FieldLabel htmlFor="startDate" required>
        {messagesFor(locale).campaignPage.fields.newStartDate}
      </FieldLabel>
      <input
        id="startDate"
        name="startDate"
        type="date"
        required
        min={today}
        max={addDays(today, MAX_START_DAYS_AHEAD)}
        defaultValue={values.startDate ?? campaign.startDate ?? ''}
        className={`${inputClass} [color-scheme:dark] sm:max-w-xs`}
        {...errorProps(invalidField === 'startDate')}
      />
    </div>
  )
}

export function ContentFields({
  campaign,
  values,
  invalidField,
  locale = DEFAULT_LOCALE,
}: FieldsProps) {
  const labels = messagesFor(locale).campaignFacts.labels
  const adType =
    campaign.adType === 'text' || campaign.adType === 'html' ? campaign.adType : 'banner'
  return CONTENT_FIELDS[adType].map((name) => {
    const { rows, url, optional } = CONTENT_INPUTS[name]
    const required = !optional
    const shared = {
      id: name,
      name,
      required,
      maxLength: MAX_LENGTH[name],
      defaultValue: values[name] ?? campaign[name] ?? '',
      className: `${inputClass}${name === 'htmlCode' ? ' font-mono text-sm' : ''}`,
      ...errorProps(invalidField === name),
    }
    return (
      <div key={name}>
        <FieldLabel htmlFor={name} required={required}>
          {labels[name].title}
        </FieldLabel>
        {rows ? (
          <textarea rows={rows} {...shared} />
        ) : (
          <input type={url ? 'url' : 'text'} autoComplete={url ? 'url' : undefined} {...shared} />
        )}
      </div>
    )
  })
}

/**
 * The new banner for a campaign not yet live: a plain file input (the form posts it as is), with
 * the rules and the packages' sizes the wizard shows beside its picker.
 */
export function BannerFileField({
  invalidField,
  sizes,
  locale = DEFAULT_LOCALE,
}: {
  invalidField?: string
  sizes: readonly PackageBannerSize[]
  locale?: Locale
}) {
  const messages = messagesFor(locale)
  const words = messages.campaignPage.fields
  const bounds = bannerBounds(sizes)
  // The packages' names, marked as English where one of them has no translation yet.
  const sizesLang = packageSizesLang(sizes, locale)
  const [beforeSizes, afterSizes = ''] = words.bannerSizes.split('{sizes}')
  const invalid = invalidField === 'banner'
  return (
    <div>
      <FieldLabel htmlFor="banner" required>
        {words.newBanner}
      </FieldLabel>
      <input
        id="banner"
        name="banner"
        type="file"
        required
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${ACTION_ERROR_ID} banner-hint` : 'banner-hint'}
        className={`${inputClass} file:mr-4 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white`}
      />
      <div id="banner-hint" className="mt-2 text-sm text-zinc-400">
        {bounds ? <p>{bannerRulesText(bounds, messages.wizard.banner.rules)}</p> : null}
        <p>
          {sizesLang === locale ? (
            fill(words.bannerSizes, { sizes: packageSizesText(sizes) })
          ) : (
            <>
              {beforeSizes}
              <span lang={sizesLang}>{packageSizesText(sizes)}</span>
              {afterSizes}
            </>
          )}
        </p>
      </div>
    </div>
  )
}
