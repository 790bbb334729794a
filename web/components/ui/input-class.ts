/** The look of every text input and textarea: the contact forms and the create-ad wizard. */
export const inputClass =
  'mt-2 block w-full rounded-xl border border-white/15 bg-white/[0.06] px-4 py-3 text-base text-white placeholder:text-zinc-400 focus:border-[#A78BFA] focus:outline-none focus:ring-2 focus:ring-[#A78BFA]/40 aria-[invalid=true]:border-[#F87171]'
