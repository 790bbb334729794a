import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SanityDocument } from '@sanity/types'

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SEED_DIR = join(REPO_ROOT, 'studio', 'seed')

/** Every document of the seed dataset, in file order. */
export function readSeedDocuments(): SanityDocument[] {
  return readdirSync(SEED_DIR)
    .filter((name) => name.endsWith('.ndjson'))
    .flatMap((name) =>
      readFileSync(join(SEED_DIR, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as SanityDocument),
    )
}
