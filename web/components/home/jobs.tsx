import { stegaClean } from 'next-sanity'
import { textLang, type Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/messages/catalogue'
import type { RichText as RichTextValue } from '@/sanity/types'
import { RichText } from '../content/portable-text'
import { secondaryButton } from '../ui/button-styles'
import { MarkedText } from '../ui/marked-text'
import { Section, type SectionIntro } from '../ui/section'
import { SmartLink } from '../ui/smart-link'

/** An open role; each `...Lang` is the language of the text before it. */
export interface JobOpening {
  _id: string
  title: string
  titleLang: string
  location: string
  locationLang: string
  employmentType: string
  summary: string
  summaryLang: string
  description: RichTextValue
  descriptionLang: string
  isNew: boolean | null
}

// View Details is a native disclosure: it works without JavaScript and with any assistive tech.
export function Jobs({
  intro,
  jobs,
  applyLabel,
  applyLabelLang,
  applyUrl,
  locale,
  words,
}: {
  intro: SectionIntro | null
  jobs: JobOpening[]
  applyLabel: string
  applyLabelLang: string
  applyUrl: string
  locale: Locale
  words: Messages['pageWords']
}) {
  const lang = (written: string) => textLang(written, locale)
  // A type is one of the Studio's fixed values (clean of draft mode's marks), named here.
  const typeNames: Readonly<Record<string, string>> = words.employmentTypes
  const employmentType = (type: string) => typeNames[stegaClean(type)] ?? type
  return (
    <Section id="jobs" intro={intro} locale={locale}>
      <ul className="mx-auto grid max-w-4xl gap-4">
        {jobs.map((job) => (
          <li key={job._id} className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <article aria-labelledby={`job-${job._id}`}>
              <div className="flex flex-wrap items-center gap-3">
                <h3
                  id={`job-${job._id}`}
                  lang={lang(job.titleLang)}
                  className="font-display text-xl font-semibold text-white"
                >
                  {job.title}
                </h3>
                {job.isNew ? (
                  <span className="rounded-full bg-emerald-400/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
                    {words.newJob}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-400">
                <span lang={lang(job.locationLang)}>{job.location}</span>
                <span>{employmentType(job.employmentType)}</span>
              </p>
              <p className="mt-3 text-zinc-300" lang={lang(job.summaryLang)}>
                {job.summary}
              </p>
              <details className="group mt-4">
                <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-white/20 px-5 py-2 text-sm font-semibold text-white hover:bg-white/5 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">{words.viewDetails}</span>
                  <span className="hidden group-open:inline">{words.hideDetails}</span>
                </summary>
                <div
                  className="mt-4 border-t border-white/10 pt-2"
                  lang={lang(job.descriptionLang)}
                >
                  <RichText value={job.description} locale={locale} />
                </div>
              </details>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <SmartLink href={applyUrl} locale={locale} className={secondaryButton}>
          <MarkedText lang={lang(applyLabelLang)}>{applyLabel}</MarkedText>
        </SmartLink>
      </p>
    </Section>
  )
}
