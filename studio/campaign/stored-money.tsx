// An ad request's money as staff say it and the site shows it: "$300/month" and "$140", not the
// bare "300" and 140 the website stores. The values are the request's record, so the field only
// reads; the stored value stays as it was (what HubSpot and the campaign page read).
import { TextInput } from '@sanity/ui'
import { formatUsd, monthlyPriceText } from '@atl/schemas/formats'
import type { InputProps } from 'sanity'

const MONEY_TEXT: Record<string, (value: unknown) => string | undefined> = {
  budget: (value) =>
    typeof value === 'string' || typeof value === 'number' ? monthlyPriceText(value) : undefined,
  totalPrice: (value) => (typeof value === 'number' ? formatUsd(value) : undefined),
}

/** Whether the input is one of an ad request's money fields (top-level `budget`, `totalPrice`). */
export const isAdRequestMoney = (props: InputProps) =>
  props.path.length === 1 && typeof props.path[0] === 'string' && props.path[0] in MONEY_TEXT

export function StoredMoneyInput(props: InputProps) {
  const key = String(props.path[0])
  const text = MONEY_TEXT[key]?.(props.value) ?? ''
  return <TextInput readOnly value={text} data-testid={`money-${key}`} />
}
