// Shared looks for links styled as buttons, so every call to action reads the same.
export const primaryButton =
  'bg-brand-gradient inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 font-semibold text-white shadow-lg shadow-violet-900/40 transition hover:brightness-110 active:brightness-95'

export const secondaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/20 px-7 font-semibold text-white transition hover:border-white/40 hover:bg-white/5'
