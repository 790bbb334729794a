'use client'

import { WIZARD_STEPS, type WizardStep } from '../../lib/ad-request/steps'
import { fill } from '../../lib/i18n/message-format'
import { useWizardText } from './wizard-text'

/**
 * The five steps; completed ones show a check mark, the current one is aria-current. Each shows
 * its short name and is read with its full one (the step's heading), where the two differ.
 */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useWizardText()
  return (
    <nav aria-label={t.progress}>
      <ol className="flex items-start justify-between gap-1">
        {WIZARD_STEPS.map((step) => {
          const done = step.number < current || current === 5
          const active = step.number === current
          const name = t.steps[step.id]
          const shortName = t.shortSteps[step.id]
          const said = fill(done ? t.stepDone : t.stepNumber, { number: step.number })
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-2 text-center"
            >
              <span
                className={`flex size-9 items-center justify-center rounded-full text-sm font-semibold ${
                  done || active
                    ? 'bg-brand-gradient text-white'
                    : 'border border-white/20 text-zinc-300'
                } ${active ? 'ring-2 ring-[#C4B5FD] ring-offset-2 ring-offset-[#07060B]' : ''}`}
              >
                {done ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5"
                    fill="currentColor"
                  >
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                ) : (
                  <span aria-hidden="true">{step.number}</span>
                )}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${active ? 'font-semibold text-white' : 'text-zinc-300'}`}
              >
                {shortName === name ? (
                  <>
                    <span className="sr-only">{said}</span>
                    {name}
                  </>
                ) : (
                  <>
                    <span className="sr-only">{`${said}${name}`}</span>
                    <span aria-hidden="true">{shortName}</span>
                  </>
                )}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
