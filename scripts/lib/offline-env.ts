// Our machines reach no analytics or update hosts; these switches stop the tools from trying.
export const OFFLINE_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  SANITY_TELEMETRY_DISABLED: '1',
} as const
