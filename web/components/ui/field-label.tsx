import type { ReactNode } from 'react'
import { RequiredMark } from './required-mark'

/** A form field's label: required fields get an asterisk, the others say "(optional)". */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-zinc-100">
      {children}
      {required ? (
        <RequiredMark />
      ) : (
        <span className="ml-2 text-xs font-normal text-zinc-400">(optional)</span>
      )}
    </label>
  )
}
