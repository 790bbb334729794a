// What a link says of itself to screen readers. Small and imported by SmartLink directly (also
// in client components), so a page carries these few words in both languages, not a catalogue.
export const link = {
  opensInNewTab: ' (opens in a new tab)',
} as const
