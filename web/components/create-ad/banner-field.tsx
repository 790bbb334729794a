'use client'

import { useRef, useState, type DragEvent } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import {
  bannerBounds,
  bannerRulesText,
  bannerSizeOf,
  packageSizesLang,
  packageSizesText,
  sizeText,
  type PackageBannerSize,
} from '../../lib/banner/limits'
import { fill } from '../../lib/i18n/message-format'
import { BannerImage } from './banner-image'
import { FilledWithCms } from './cms-text'
import { errorId, FieldError, FieldLabel } from './form-fields'
import { uploadBanner } from './upload-banner'
import { useWizardText } from './wizard-text'

// Step 3's optional banner image: a native file input (keyboard and screen readers know it),
// which the whole drop zone also accepts files dropped on. The form keeps only the asset id the
// upload answered; what the upload was is announced in a live region.

const ACCEPT = 'image/png,image/jpeg,image/webp'
const NAME = 'bannerAssetId'

export function BannerField({ sizes }: { sizes: readonly PackageBannerSize[] }) {
  const { setError, clearErrors, formState } = useFormContext<AdRequestFormValues>()
  const { field } = useController<AdRequestFormValues, typeof NAME>({ name: NAME })
  const input = useRef<HTMLInputElement | null>(null)
  const [uploading, setUploading] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const { t, locale } = useWizardText()
  const text = t.banner
  const bounds = bannerBounds(sizes)
  const size = field.value ? bannerSizeOf(field.value) : null
  const invalid = Boolean(formState.errors[NAME])

  // The input stays enabled while a file uploads (disabling it would drop the keyboard focus);
  // a second file chosen meanwhile is ignored.
  async function send(file: File | undefined) {
    if (!file || uploading) return
    clearErrors(NAME)
    setUploading(true)
    setAnnouncement(fill(text.uploading, { file: file.name }))
    const reply = await uploadBanner(file, text)
    setUploading(false)
    if (input.current) input.current.value = ''
    if (reply.ok) {
      field.onChange(reply.assetId)
      const uploaded = bannerSizeOf(reply.assetId)
      setAnnouncement(
        uploaded ? fill(text.uploadedSized, { size: sizeText(uploaded) }) : text.uploaded,
      )
    } else {
      setAnnouncement('')
      setError(NAME, { type: 'server', message: reply.error })
    }
  }

  function remove() {
    field.onChange('')
    clearErrors(NAME)
    setAnnouncement(text.removed)
    input.current?.focus()
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    void send(event.dataTransfer.files[0])
  }

  if (!bounds) return null
  const rules = bannerRulesText(bounds, text.rules)
  return (
    <div>
      <FieldLabel htmlFor={NAME}>{t.labels.banner}</FieldLabel>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={uploading}
        className={`mt-2 rounded-2xl border-2 border-dashed p-4 transition-colors ${
          dragging ? 'border-[#A78BFA] bg-brand-purple/10' : 'border-white/20'
        }`}
      >
        {field.value ? (
          <figure>
            <div className="overflow-hidden rounded-xl border border-white/10">
              <BannerImage assetId={field.value} alt={text.yourBanner} pixels={text.pixels} />
            </div>
            <figcaption className="mt-2 text-sm text-zinc-300">
              {size ? fill(text.yourBannerSized, { size: sizeText(size) }) : text.yourBanner}
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-zinc-300">{text.dropHint}</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <input
            ref={(element) => {
              input.current = element
              field.ref(element)
            }}
            id={NAME}
            type="file"
            accept={ACCEPT}
            onChange={(event) => void send(event.target.files?.[0])}
            aria-invalid={invalid}
            aria-describedby={[invalid ? errorId(NAME) : null, `${NAME}-hint`]
              .filter(Boolean)
              .join(' ')}
            className="peer sr-only"
          />
          {/* The input above is what keyboards and screen readers use; this is its face. */}
          <span
            aria-hidden="true"
            onClick={() => input.current?.click()}
            className="cursor-pointer rounded-full border border-white/20 px-5 py-2.5 text-sm font-semibold text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#A78BFA] hover:border-white/40"
          >
            {uploading ? text.uploadingButton : field.value ? text.replaceImage : text.chooseImage}
          </span>
          {field.value && !uploading ? (
            <button
              type="button"
              onClick={remove}
              className="rounded-full px-4 py-2.5 text-sm font-semibold text-zinc-300 underline-offset-4 hover:text-white hover:underline"
            >
              {text.removeImage}
            </button>
          ) : null}
        </div>
      </div>
      <FieldError name={NAME} />
      <div id={`${NAME}-hint`} className="mt-2 text-sm text-zinc-400">
        <p>{rules}</p>
        <p>
          <FilledWithCms
            message={text.sizes}
            values={{ sizes: packageSizesText(sizes) }}
            cms="sizes"
            written={packageSizesLang(sizes, locale)}
          />
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
