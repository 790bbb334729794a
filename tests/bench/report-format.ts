// Markdown and summary-row helpers the report modules share (report.ts, js-report.ts,
// content-report.ts).
import type { SectionResult, SummaryRow } from './report.ts'

export const firstLine = (text: string) => text.split('\n')[0]?.slice(0, 160) ?? ''
export const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** A summary row for a section or measurement that failed. */
export const errorRow = (metric: string, error: string): SummaryRow => ({
  metric,
  value: `error: ${firstLine(error).slice(0, 80)}`,
  target: '',
  met: null,
  check: 'ran',
})

/** Whole milliseconds, for latencies far above a millisecond. */
export const wholeMs = (n: number | undefined) => (n === undefined ? '?' : String(Math.round(n)))

export function sectionBody<T>(
  result: SectionResult<T> | undefined,
  render: (data: T) => string[],
): string {
  if (!result) return 'Not run.'
  if (!result.ok)
    return `**Error** after ${Math.round(result.ms)} ms:\n\n\`\`\`\n${result.error}\n\`\`\``
  return render(result.data).join('\n')
}
