// The lake's data is for the person who runs it: journal.ndjson and the snapshot hold
// advertisers' names, emails and phone numbers, sessions.json the Studio's session digests, and
// assets/ what was uploaded. Files are created 0600 in folders kept at 0700.
import fsp from 'node:fs/promises'
import { INSTALL_ENTRIES } from '@atl/local-defaults/install'

export const PRIVATE_FILE = 0o600
const PRIVATE_DIR = 0o700

/** What a folder that already holds lake data (or the install's secrets and inbox) has in it. */
const LAKE_ENTRIES = new Set([
  'journal.ndjson',
  'snapshot.ndjson',
  'sessions.json',
  'assets',
  ...Object.values(INSTALL_ENTRIES),
])

/**
 * Creates `dir` (and missing parents) as 0700. A folder that exists with a looser mode is
 * tightened when it is the lake's own (`own`, e.g. assets/), empty, or already holds lake data
 * (one written by an older lake, 0755). Any other folder (LAKE_DATA_DIR pointed at a shared one)
 * keeps its mode, as whatever else uses it may need it, and `warn` says so; the lake's files in
 * it are still 0600.
 */
export async function ensurePrivateDir(
  dir: string,
  options: { own?: boolean; warn?: (message: string) => void } = {},
): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR })
  const { mode } = await fsp.stat(dir)
  if ((mode & 0o077) === 0) return
  const entries = options.own ? [] : await fsp.readdir(dir)
  if (entries.length === 0 || entries.some((entry) => LAKE_ENTRIES.has(entry))) {
    await fsp.chmod(dir, PRIVATE_DIR)
  } else {
    options.warn?.(
      `[lake] ${dir} holds other files and is open to other users; the lake's files in it are 0600, but their names are visible`,
    )
  }
}

/**
 * Writes a private file whole or not at all: into `tmp`, flushed to disk, then renamed over
 * `target`, so a reader or a restart finds the old content or the new one, never part of it.
 */
export async function writePrivateFileAtomically(
  target: string,
  data: string | Uint8Array,
  tmp = `${target}.tmp`,
): Promise<void> {
  const handle = await fsp.open(tmp, 'w', PRIVATE_FILE)
  try {
    await handle.writeFile(data)
    await handle.datasync()
  } finally {
    await handle.close()
  }
  await fsp.rename(tmp, target)
}
