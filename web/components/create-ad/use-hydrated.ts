import { useSyncExternalStore } from 'react'

/**
 * False in the server's render and while the browser hydrates it, true from then on: what only
 * the browser knows (this tab's storage), or what only works once the wizard's code runs.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
