/** The asterisk after a required field's label; screen readers hear `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-[#F9A8D4]">
      *
    </span>
  )
}
