// The javascript section in the summary table and in reports/bench.md (called from report.ts).
import type { JsSizeSection } from './js-size.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, escapeCell, firstLine, sectionBody } from './report-format.ts'

const DRAFT_ONLY_METRIC = 'draft-mode-only JS on public pages'

export function jsRows(js: SectionResult<JsSizeSection> | undefined): SummaryRow[] {
  if (!js) return []
  if (!js.ok) return [errorRow('javascript transferred', js.error)]
  const rows: SummaryRow[] = []
  for (const run of js.data.results) {
    const metric = `JS transferred (gzip) ${run.page}`
    if (run.status === 'missing')
      rows.push({ metric, value: 'missing (404)', target: '', met: null })
    else if (run.status === 'error') rows.push(errorRow(metric, run.error ?? ''))
    else {
      const target = run.targetKiB
      rows.push({
        metric,
        value: `${run.gzipKiB} KiB (${run.inHtmlGzipKiB} KiB named in the HTML)`,
        target: target === undefined ? '' : `≤ ${target} KiB`,
        met: target === undefined ? null : run.gzipKiB !== undefined && run.gzipKiB <= target,
      })
    }
  }
  const check = js.data.draftOnly
  if (js.data.draftOnlyError !== undefined) {
    rows.push(errorRow(DRAFT_ONLY_METRIC, js.data.draftOnlyError))
  } else if (check) {
    rows.push({
      metric: DRAFT_ONLY_METRIC,
      value:
        check.scripts.length === 0
          ? `draft mode loads no script of its own on ${check.page}`
          : `${check.loadedOnPublicPages.length} of ${check.scripts.length} draft-only ` +
            `scripts (${check.gzipKiB} KiB) loaded by ${check.publicPages.join(', ')}`,
      target: 'none',
      check: 'correctness',
      met: check.ok,
    })
  }
  return rows
}

export function renderJs(js: SectionResult<JsSizeSection> | undefined): string {
  return sectionBody(js, (data) => {
    const lines = [
      'Script responses of one page load in Chromium until the network is idle; each script ' +
        'fetched again with `accept-encoding: gzip` and its compressed bytes summed. Scripts ' +
        'fetched after the HTML (link prefetch of other routes) count, and are shown apart; ' +
        'inline scripts in the HTML are not counted. Pages without a target are watched for ' +
        'growth: draft mode must not add a byte to them.',
      '',
      '| page | gzip | target | of which named in the HTML | uncompressed | browser transferred | scripts |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ]
    for (const r of data.results) {
      if (r.status !== 'ok') {
        const what = r.status === 'missing' ? 'missing (404)' : `error: ${firstLine(r.error ?? '')}`
        lines.push(`| ${r.page} | ${escapeCell(what)} | | | | | |`)
        continue
      }
      const target =
        r.targetKiB === undefined
          ? ''
          : `≤ ${r.targetKiB} KiB ${(r.gzipKiB ?? Infinity) <= r.targetKiB ? '✅' : '❌'}`
      lines.push(
        `| ${r.page} | ${r.gzipKiB} KiB | ${target} | ${r.inHtmlGzipKiB} KiB | ${r.rawKiB} KiB | ` +
          `${r.browserTransferredKiB} KiB | ${r.scripts} |`,
      )
    }
    lines.push('', ...renderDraftOnly(data))
    for (const r of data.results) {
      if (!r.files?.length) continue
      lines.push('', `Largest scripts on ${r.page}:`, '')
      for (const f of r.files.slice(0, 8)) {
        lines.push(
          `- \`${f.url}\` ${(f.gzipBytes / 1024).toFixed(1)} KiB ${f.contentEncoding} ` +
            `(${(f.rawBytes / 1024).toFixed(1)} KiB raw)${f.inHtml ? '' : ', fetched later'}`,
        )
      }
    }
    return lines
  })
}

function renderDraftOnly(data: JsSizeSection): string[] {
  const check = data.draftOnly
  if (!check) return [`**Draft-mode-only scripts: error**: ${data.draftOnlyError ?? 'not run'}`]
  const lines = [
    `**Draft-mode code loads only in draft mode: ${check.ok ? '✅ ok' : '❌ not ok'}.** ` +
      `\`${check.page}\` loaded in draft mode (preview secret, \`/api/draft-mode/enable\`) ` +
      `fetches ${check.scripts.length} script(s), ${check.gzipKiB} KiB gzip, that a visitor's ` +
      `\`${check.page}\` does not; ${check.loadedOnPublicPages.length} of them were loaded by ` +
      `the public pages measured above (${check.publicPages.join(', ')}). ` +
      `Live refresh connected in draft mode: ${String(check.liveConnected)}.`,
  ]
  if (check.loadedOnPublicPages.length > 0) {
    lines.push('', 'Loaded by public pages:', '')
    for (const entry of check.loadedOnPublicPages) lines.push(`- \`${entry}\``)
  }
  if (check.scripts.length > 0) {
    lines.push('', 'Draft-mode-only scripts:', '')
    for (const f of check.scripts) {
      lines.push(`- \`${f.url}\` ${(f.gzipBytes / 1024).toFixed(1)} KiB ${f.contentEncoding}`)
    }
  }
  return lines
}
