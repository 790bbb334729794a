// The soak section: how the product holds up when abused, loaded and crashed, on a stack of its
// own - the lake as its own process (so its memory can be read) and a website that trusts one
// proxy (so each request can carry its own client address). Three phases, each reported alone:
//   hostile        ~1,000 hostile submissions: no 5xx, nothing stored (soak/hostile.ts)
//   lakeMemory     50 clients for 30 s: the lake's RSS before, at peak, after (soak/lake-memory.ts)
//   crashDelivery  kill -9 with HubSpot deliveries in flight: none lost (soak/crash-delivery.ts)
import path from 'node:path'
import type { SectionResult } from './report.ts'
import { benchCrashDelivery, type CrashDeliverySection } from './soak/crash-delivery.ts'
import { benchHostile, type HostileSection } from './soak/hostile.ts'
import { benchLakeMemory, type LakeMemorySection } from './soak/lake-memory.ts'
import { startStack } from './stack.ts'

export interface SoakSection {
  hostile: SectionResult<HostileSection>
  lakeMemory: SectionResult<LakeMemorySection>
  crashDelivery: SectionResult<CrashDeliverySection>
}

export async function benchSoak(
  reportsDir: string,
  log: (line: string) => void,
): Promise<SoakSection> {
  const stack = await startStack(log, path.join(reportsDir, 'bench-soak-website.log'), {
    lakeProcess: true,
    webEnv: { TRUSTED_PROXY_COUNT: '1' },
  })
  try {
    const lake = stack.lakeProcess
    return {
      hostile: await phase(log, () => benchHostile(stack.webUrl, stack.lakeUrl, log)),
      // The load goes to the lake alone; the website sits idle meanwhile.
      lakeMemory: await phase(log, () =>
        lake ? benchLakeMemory(lake, log) : Promise.reject(new Error('no lake process')),
      ),
      crashDelivery: await phase(log, () => benchCrashDelivery(stack, log)),
    }
  } finally {
    await stack.stop()
  }
}

async function phase<T>(
  log: (line: string) => void,
  run: () => Promise<T>,
): Promise<SectionResult<T>> {
  const started = performance.now()
  try {
    const data = await run()
    return { ok: true, ms: Math.round(performance.now() - started), data }
  } catch (error) {
    log(`soak phase failed: ${error instanceof Error ? error.message : String(error)}`)
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    return { ok: false, ms: Math.round(performance.now() - started), error: message }
  }
}
