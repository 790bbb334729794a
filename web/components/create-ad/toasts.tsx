'use client'

import dynamic from 'next/dynamic'

// sonner is only needed once an advertiser reaches the last steps, so it stays out of the code
// the wizard needs to become interactive (phones feel that as a slower first tap).
export const LazyToaster = dynamic(() => import('sonner').then((module) => module.Toaster), {
  ssr: false,
})

export async function showToast(kind: 'success' | 'error', message: string) {
  const { toast } = await import('sonner')
  toast[kind](message)
}
