import { ACTION_ERROR_ID } from './action-fields'

/** Why the last action did not go through; the field it is about points here. */
export function ActionError({ message }: { message: string }) {
  return (
    <p
      id={ACTION_ERROR_ID}
      role="alert"
      className="mt-4 rounded-2xl border border-[#F87171]/40 bg-[#F87171]/10 px-5 py-3 text-zinc-100"
    >
      {message}
    </p>
  )
}
