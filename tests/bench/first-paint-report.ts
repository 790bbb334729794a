// The first-paint section (first-paint.ts) in the summary table and in reports/bench.md: issue
// #34, item 2. The goal, a first paint within 1.5x of the control's, is reported, never failed,
// for each start of the loads (first-paint.ts says why there are two).
import type { FirstPaintRun, FirstPaintSection, FirstPaintTarget } from './first-paint.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, sectionBody } from './report-format.ts'

export const FIRST_PAINT_GOAL_RATIO = 1.5

const ratio = (page: FirstPaintTarget, control: FirstPaintTarget) =>
  control.firstPaintMs > 0 ? page.firstPaintMs / control.firstPaintMs : Infinity

export function firstPaintRows(
  section: SectionResult<FirstPaintSection> | undefined,
): SummaryRow[] {
  if (!section) return []
  if (!section.ok) return [errorRow('first paint', section.error)]
  return section.data.runs.flatMap(({ arrival, control, pages }) =>
    pages.map((page) => ({
      metric: `first paint, unthrottled, ${arrival}, ${page.page} / control (median of ${page.loads})`,
      value: `${ratio(page, control).toFixed(2)}x (${Math.round(page.firstPaintMs)} / ${Math.round(control.firstPaintMs)} ms)`,
      target: `<= ${FIRST_PAINT_GOAL_RATIO}x`,
      met:
        page.loads > 0 && control.loads > 0 ? ratio(page, control) <= FIRST_PAINT_GOAL_RATIO : null,
    })),
  )
}

const ms = (n: number) => String(Math.round(n))

function runTable({ arrival, control, pages }: FirstPaintRun): string[] {
  return [
    `Loaded ${arrival}:`,
    '',
    '| page | first paint | × control | parser starts | parse HTML | style | layout | of which fonts | font requests | paint | script | raster | to screen | loads |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[control, ...pages].map((target) => {
      const { toParse, parseHtml, style, layout, fonts, fontRequests } = target.before
      const { paint, script, raster, toScreen } = target.before
      const kinds = [toParse, parseHtml, style, layout, fonts, fontRequests]
        .concat([paint, script, raster, toScreen])
        .map(ms)
      return (
        `| ${target.page} | ${ms(target.firstPaintMs)} | ${ratio(target, control).toFixed(2)} | ` +
        `${kinds.join(' | ')} | ${target.loads} |`
      )
    }),
    '',
  ]
}

export function renderFirstPaint(section: SectionResult<FirstPaintSection> | undefined): string {
  return sectionBody(section, (data) => [
    `Each page and the control loaded in turn, ${data.rounds} rounds, each in a fresh browser ` +
      'profile, unthrottled, traced: the first contentful paint after the navigation started, ' +
      'when the parser first ran (the response had arrived, the new document was set up), ' +
      'and the main thread’s time before it by kind (a script run by the parser counts in both); ' +
      'of which fonts: the part of style and layout spent in Chrome’s font cache, finding the ' +
      'font of each family, size and weight of text laid out for the first time; font ' +
      'requests: how many of those waited for the browser process (a typeface, or the ' +
      'rendering settings of a size and weight); ' +
      'raster: the raster threads’ work before it, summed (they run beside the main thread); ' +
      'to screen: from the main thread’s last paint to the first paint on screen (the raster ' +
      'and drawing the paint waited for). ' +
      'Medians, ms. From another site: the tab left a page of another site, as a visitor ' +
      'arrives, and every page is treated alike. From a new tab: the tab was blank, and only a ' +
      'page that sends Cross-Origin-Opener-Policy (ours, not the control) asks for a new renderer.',
    '',
    ...data.runs.flatMap(runTable),
  ])
}
