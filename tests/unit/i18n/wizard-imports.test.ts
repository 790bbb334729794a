// The wizard's page hands it one language's catalogue areas as props: a client component that
// imported the catalogue (or a language's messages) would send them all to every browser.
// Type-only imports are erased, so they are fine.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/seed.ts'

const WIZARD = join(REPO_ROOT, 'web/components/create-ad')

/** The campaign page's English preview card: a server component, never in the wizard's bundle. */
const SERVER_ONLY = new Set(['ad-preview-card.tsx'])

/** Value imports (not `import type`) of the catalogue or of a language's messages. */
const catalogueValueImports = (source: string) =>
  [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)]
    .map(([, from]) => from ?? '')
    .filter((from) => /\/messages\/(catalogue|en\/|es\/)/.test(from))

describe("the Create Ad wizard's client code", () => {
  it('imports no catalogue and no messages, only their types', () => {
    const offending = readdirSync(WIZARD)
      .filter((name) => /\.tsx?$/.test(name) && !SERVER_ONLY.has(name))
      .flatMap((name) =>
        catalogueValueImports(readFileSync(join(WIZARD, name), 'utf8')).map(
          (from) => `${name}: ${from}`,
        ),
      )
    expect(offending).toEqual([])
  })

  it('tells a value import from a type-only one', () => {
    expect(
      catalogueValueImports(
        [
          "import type { Messages } from '../../lib/messages/catalogue'",
          "import { adPreview } from '../../lib/messages/en/ad-preview'",
          "import { fill } from '../../lib/i18n/message-format'",
        ].join('\n'),
      ),
    ).toEqual(['../../lib/messages/en/ad-preview'])
  })
})
