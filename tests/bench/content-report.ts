// The content sections in the summary table and in reports/bench.md (called from report.ts):
// publish to visible, draft edit to preview, and what source maps cost the lake.
import type { DraftPreviewSection } from './draft-preview.ts'
import type { LatencySummary } from './percentile.ts'
import type { PublishSection } from './publish.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, escapeCell, sectionBody, wholeMs } from './report-format.ts'
import type { SourceMapSection } from './source-maps.ts'

const PUBLISH_METRIC = 'publish to visible, no browser (p50 / p95)'
const DRAFT_METRIC = 'draft edit (write) to preview updated (p50 / p95)'
const SOURCE_MAP_METRIC = 'lake query p50 without / with source map (slowest)'

/** A latency goal row: "p50 / p95 ms", met when p95 is under the goal. */
function goalRow(
  metric: string,
  s: { status: string; reason?: string; latency?: LatencySummary; goalP95Ms: number },
  count: number,
): SummaryRow {
  const l = s.latency
  const measured = l ? `${wholeMs(l.p50Ms)} / ${wholeMs(l.p95Ms)} ms (${count} runs)` : ''
  return {
    metric,
    value: s.status === 'ok' ? measured : `${s.status}: ${s.reason ?? ''} ${measured}`.trim(),
    target: `p95 < ${s.goalP95Ms} ms`,
    met: s.status === 'ok' && l !== undefined && l.p95Ms < s.goalP95Ms,
  }
}

export function publishRows(result: SectionResult<PublishSection> | undefined): SummaryRow[] {
  if (!result) return []
  if (!result.ok) return [errorRow(PUBLISH_METRIC, result.error)]
  return [goalRow(PUBLISH_METRIC, result.data, result.data.changes.length)]
}

export function draftPreviewRows(
  result: SectionResult<DraftPreviewSection> | undefined,
): SummaryRow[] {
  if (!result) return []
  if (!result.ok) return [errorRow(DRAFT_METRIC, result.error)]
  return [goalRow(DRAFT_METRIC, result.data, result.data.samplesMs.length)]
}

export function sourceMapRows(result: SectionResult<SourceMapSection> | undefined): SummaryRow[] {
  if (!result) return []
  if (!result.ok) return [errorRow(SOURCE_MAP_METRIC, result.error)]
  const [slowest] = [...result.data.queries].sort(
    (a, b) => b.p50Ms.draftsWithSourceMap - a.p50Ms.draftsWithSourceMap,
  )
  return [
    {
      metric: SOURCE_MAP_METRIC,
      value: slowest
        ? `${slowest.p50Ms.published} / ${slowest.p50Ms.draftsWithSourceMap} ms (${slowest.query})`
        : 'no queries',
      target: '',
      met: null,
    },
  ]
}

export function renderPublish(result: SectionResult<PublishSection> | undefined): string {
  return sectionBody(result, (p) => {
    const lines = [
      'A published change committed with the write token, then the page that shows it fetched ' +
        `as an anonymous visitor (plain HTTP, no browser, no cookies) every 25 ms until its HTML ` +
        'contains the new text. The lake posts the sync tags of the change, signed, to ' +
        '`/api/revalidate`, which expires them. Changes rotate over the pages below; the ' +
        `goal is p95 under ${p.goalP95Ms} ms.`,
      '',
    ]
    if (p.status !== 'ok') {
      lines.push(
        `**${p.status}**: ${p.reason ?? ''} (GET /api/revalidate answered ${p.revalidateRoute}).`,
        '',
      )
    }
    if (p.latency) {
      const met = p.latency.p95Ms < p.goalP95Ms ? '✅' : '❌'
      lines.push(
        `p50 **${wholeMs(p.latency.p50Ms)} ms**, p95 **${wholeMs(p.latency.p95Ms)} ms** ${met}, ` +
          `max ${wholeMs(p.latency.maxMs)} ms over ${p.changes.length} changes. ` +
          `Every page shows its original text again afterwards: ${String(p.restored)}.`,
        '',
        '| page | change | p50 | p95 | max | changes |',
        '| --- | --- | --- | --- | --- | --- |',
      )
      for (const [label, l] of Object.entries(p.perChange)) {
        const [page = '', change = ''] = label.split(' ')
        const count = p.changes.filter((c) => c.change === label).length
        lines.push(
          `| ${page} | \`${change}\` | ${wholeMs(l.p50Ms)} ms | ${wholeMs(l.p95Ms)} ms | ` +
            `${wholeMs(l.maxMs)} ms | ${count} |`,
        )
      }
      lines.push(
        '',
        `Each change in order (ms): ${p.changes.map((c) => wholeMs(c.ms)).join(', ')}.`,
      )
    }
    return lines
  })
}

export function renderDraftPreview(result: SectionResult<DraftPreviewSection> | undefined): string {
  return sectionBody(result, (d) => {
    const lines = [
      'Chromium enters draft mode on the bench website (a preview secret stored in the lake with ' +
        'the write token, then `/api/draft-mode/enable`) and opens `/`. Each edit patches ' +
        `\`${d.document}\` \`${d.field}\` with the write token, as the Studio saves a draft, and ` +
        'the time is taken until the heading in the open page shows the new text: the lake’s ' +
        'live event relayed by the website, the page’s refresh, the server rendering the page from drafts. ' +
        `${d.samplesMs.length} edits, 300 ms apart; the goal is p95 under ${d.goalP95Ms} ms.`,
      '',
    ]
    if (d.status !== 'ok') lines.push(`**${d.status}**: ${d.reason ?? ''}`, '')
    if (d.latency) {
      const met = d.latency.p95Ms < d.goalP95Ms ? '✅' : '❌'
      lines.push(
        `p50 **${wholeMs(d.latency.p50Ms)} ms**, p95 **${wholeMs(d.latency.p95Ms)} ms** ${met}, ` +
          `max ${wholeMs(d.latency.maxMs)} ms (${d.samplesMs.map(wholeMs).join(', ')} ms).`,
        '',
        'Where the time goes (the steps’ percentiles do not add up to the total’s):',
        '',
        '| step | p50 | p95 |',
        '| --- | --- | --- |',
        ...(
          [
            ['the write (the lake’s answer to the patch)', d.commit],
            [
              'edit until the page’s refresh request leaves (live event, the website’s relay)',
              d.untilRefreshRequest,
            ],
            [
              'the refresh request (`rsc: 1`) until its streamed answer ends: the server renders from drafts',
              d.refreshRequest,
            ],
            [
              'from there until the heading shows it: React applies the answer',
              d.afterRefreshResponse,
            ],
            ['edit until the heading shows it', d.latency],
          ] as const
        ).map(([step, l]) => `| ${step} | ${wholeMs(l?.p50Ms)} ms | ${wholeMs(l?.p95Ms)} ms |`),
        '',
      )
    }
    lines.push(
      `A visitor’s \`/\` never showed the draft: ${String(d.publicUnchanged)}. ` +
        `Draft removed afterwards: ${String(d.draftRemoved)}.`,
    )
    return lines
  })
}

export function renderSourceMaps(result: SectionResult<SourceMapSection> | undefined): string {
  return sectionBody(result, (s) => {
    const lines = [
      'Each query of `web/lib/sanity/queries.ts` against a lake of its own on the seed, with the ' +
        `read token, ${s.rounds} times per variant (interleaved, after a warm-up): as visitors’ ` +
        'pages ask (published, no source map), in draft mode without a source map, and as the ' +
        "Presentation tool asks (`perspective: 'drafts'`, " +
        "`resultSourceMap: 'withKeyArraySelector'`). Times include @sanity/client in the same " +
        'process.',
      '',
      '| query | params | p50 without (published) | p50 without (drafts) | p50 with (drafts) | p95 with | source map |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ]
    for (const q of s.queries) {
      lines.push(
        `| \`${q.query}\` | ${escapeCell(JSON.stringify(q.params))} | ${q.p50Ms.published} ms | ` +
          `${q.p50Ms.drafts} ms | ${q.p50Ms.draftsWithSourceMap} ms | ` +
          `${q.p95Ms.draftsWithSourceMap} ms | ${(q.sourceMapBytes / 1024).toFixed(1)} KiB |`,
      )
    }
    return lines
  })
}
