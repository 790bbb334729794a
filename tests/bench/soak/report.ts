// The soak section in the summary table and in reports/bench.md (called from ../report.ts).
import type { SectionResult, SummaryRow } from '../report.ts'
import type { SoakSection } from '../soak.ts'

export function soakRows(soak: SectionResult<SoakSection> | undefined): SummaryRow[] {
  if (!soak) return []
  if (!soak.ok)
    return [
      {
        metric: 'soak',
        value: `error: ${firstLine(soak.error)}`,
        target: '',
        met: null,
        check: 'ran',
      },
    ]
  const rows: SummaryRow[] = []
  const { hostile, lakeMemory, crashDelivery } = soak.data
  const failed = (metric: string, error: string) =>
    rows.push({ metric, value: `error: ${firstLine(error)}`, target: '', met: null, check: 'ran' })

  const hostileMetric = 'soak: hostile submissions (5xx / stored)'
  if (!hostile.ok) failed(hostileMetric, hostile.error)
  else {
    const h = hostile.data
    rows.push({
      metric: hostileMetric,
      value: `${h.serverErrors} / ${h.stored} of ${h.sent} sent`,
      target: '0 / 0',
      check: 'correctness',
      met: h.serverErrors === 0 && h.stored === 0 && h.newInboxDocuments === 0,
    })
  }

  const memoryMetric = 'soak: lake RSS (before / peak / after)'
  if (!lakeMemory.ok) failed(memoryMetric, lakeMemory.error)
  else {
    const m = lakeMemory.data
    rows.push({
      metric: memoryMetric,
      value:
        `${m.rssMiB.before} / ${m.rssMiB.peak} / ${m.rssMiB.after} MiB ` +
        `(${m.rssMiB.afterReclaimed} once V8 hands back free pages)`,
      target: 'after ≤ before + 20%',
      met: m.withinGoal,
    })
  }

  const crashMetric = 'soak: kill -9 mid-delivery (lost / duplicated)'
  if (!crashDelivery.ok) failed(crashMetric, crashDelivery.error)
  else {
    const c = crashDelivery.data
    rows.push({
      metric: crashMetric,
      value:
        `${c.lost} / ${c.duplicated} of ${c.stored} stored ` +
        `(${c.outcomeUnknown} flagged, ${c.flaggedOnce} of them received once)`,
      target: '0 lost, duplicates flagged, no false flags',
      check: 'correctness',
      met: c.recovered && c.lost === 0 && c.duplicatedUnflagged === 0 && c.flaggedOnce === 0,
    })
  }
  return rows
}

export function renderSoak(data: SoakSection): string[] {
  const lines = [
    'On a stack of its own: the lake as its own process (`content-lake/src/cli.ts`, with ' +
      '`--expose-gc`), the website trusting one proxy (`TRUSTED_PROXY_COUNT=1`) so the last ' +
      '`X-Forwarded-For` entry is the client address. `npm run soak` runs this section alone.',
    '',
    '### Hostile submissions',
    '',
  ]
  const phaseError = (result: SectionResult<unknown>) =>
    result.ok ? [] : ['**Error**:', '', '```', result.error, '```']

  lines.push(...phaseError(data.hostile))
  if (data.hostile.ok) {
    const h = data.hostile.data
    lines.push(
      `${h.sent} POSTs to \`/api/ad-requests\` and \`/api/contact\` in ${h.seconds} s ` +
        '(malformed JSON, wrong content types, bodies over 100 kB, impossible dates, control ' +
        'characters and lone surrogates, forged prices and packages, unknown ad types, ' +
        '`__proto__` / `constructor` keys, huge numbers, arrays for strings; each from its own ' +
        'address behind rotating junk hops), then a flood from one client.',
      '',
      `Statuses: \`${JSON.stringify(h.statuses)}\` — **${h.serverErrors} 5xx**, ` +
        `${h.noAnswer} without an answer. Flood of ${h.flood.sent} from one IPv4 client and ` +
        `one IPv6 /64: \`${JSON.stringify(h.flood.statuses)}\`.`,
      '',
      `Stored: **${h.stored}** documents with the hostile marker, ${h.newInboxDocuments} new ` +
        `inbox documents besides the control. Control (two valid requests sent the same way): ` +
        `answered ${h.control.statuses.join(', ')}, ${h.control.stored} stored.`,
    )
    if (h.unexpected.length > 0) {
      lines.push('', 'Cases answered other than expected:', '')
      for (const u of h.unexpected) {
        lines.push(
          `- ${u.endpoint} ${escapeCell(u.name)}: expected ${u.expected.join('/')}, got ` +
            `\`${JSON.stringify(u.got)}\` (\`${escapeCell(u.sample)}\`)`,
        )
      }
    }
  }

  lines.push('', '### Lake memory under load', '', ...phaseError(data.lakeMemory))
  if (data.lakeMemory.ok) {
    const m = data.lakeMemory.data
    lines.push(
      `${m.clients} clients for ${m.loadSeconds} s: \`${JSON.stringify(m.operations)}\` ` +
        `(failures \`${JSON.stringify(m.failures)}\`), then ${m.settleSeconds} s idle.`,
      '',
      '| | before | peak | after, no GC | after, full GC | after, memory-reducing GC |',
      '| --- | --- | --- | --- | --- | --- |',
      `| RSS | ${m.rssMiB.before} MiB | ${m.rssMiB.peak} MiB | ${m.rssMiB.afterWithoutGc} MiB | ` +
        `**${m.rssMiB.after} MiB** (${m.growthPercent > 0 ? '+' : ''}${m.growthPercent}%) ` +
        `${m.withinGoal ? '✅' : '❌ (≤ +20%)'} | ${m.rssMiB.afterReclaimed} MiB |`,
      `| V8 heap used | ${m.heapUsedMiB.before} MiB | (heap reserved ${m.peakHeapTotalMiB} MiB) | | ` +
        `${m.heapUsedMiB.after} MiB | |`,
      '',
      'RSS after a full GC still counts the pages V8 grew its heap into during the load; the ' +
        'memory-reducing GC hands them back. What the lake still holds is the heap used: if it ' +
        'grows from one run to the next, something keeps what the load left behind.',
      '',
      `Open handles before \`${JSON.stringify(m.resources.before)}\`, after ` +
        `\`${JSON.stringify(m.resources.after)}\` (a stream left open keeps a \`Timeout\`; ` +
        'sockets include the bench’s own idle keep-alive connections, closed by the lake after 65 s).',
    )
    for (const [op, message] of Object.entries(m.sampleFailures)) {
      lines.push('', `Example ${op} failure: \`${escapeCell(message)}\``)
    }
  }

  lines.push('', '### HubSpot deliveries across a kill -9', '', ...phaseError(data.crashDelivery))
  if (data.crashDelivery.ok) {
    const c = data.crashDelivery.data
    lines.push(
      `Fake HubSpot answering after ${c.hubspotDelayMs} ms; ${c.submitted} ad requests ` +
        `accepted (\`${JSON.stringify(c.statuses)}\`). SIGKILL to the website right after the ` +
        `last answer: HubSpot had received ${c.atKill.receivedByHubSpot} and answered ` +
        `${c.atKill.answeredByHubSpot} (${c.atKill.inFlight} in flight). Restarted in ` +
        `${c.restartSeconds} s; ${c.recovered ? 'nothing pending' : '**still pending**'} ` +
        `${c.recoverySeconds} s after the restart.`,
      '',
      `Stored ${c.stored}, delivered ${c.delivered} (\`${JSON.stringify(c.deliveryStatuses)}\`), ` +
        `**lost ${c.lost}**, duplicated ${c.duplicated} (${c.duplicatedUnflagged} not flagged), ` +
        `flagged \`outcomeUnknown\` ${c.outcomeUnknown} (${c.flaggedOnce} received only once).`,
    )
  }
  return lines
}

const firstLine = (text: string) => text.split('\n')[0]?.slice(0, 80) ?? ''
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
