// Writes that put every byte on disk or fail. A single write(2) may write fewer bytes than it
// was given and still succeed: on a disk that is nearly full it writes what fits, and only the
// next call fails with ENOSPC. Node's `handle.write` and `fs.writeSync` make that one call and
// report the count, so a caller that ignores it acknowledges a record whose tail never reached
// the file (a hostile run on a 20 MB disk lost the last acknowledged document that way: the
// restart found its torn line and cut it). These keep writing the rest until it is all written
// or a call fails, which is what `fs.writeFile` does for whole files.
import fs from 'node:fs'
import type { FileHandle } from 'node:fs/promises'

/** Writes all of `data` at the handle's position (the end, for a file opened to append). */
export async function writeWhole(handle: FileHandle, data: string): Promise<number> {
  const bytes = Buffer.from(data)
  let written = 0
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written)
    written += checked(bytesWritten)
  }
  return bytes.length
}

/** The same, synchronously, for a file descriptor. */
export function writeWholeSync(fd: number, data: string): number {
  const bytes = Buffer.from(data)
  let written = 0
  while (written < bytes.length) {
    written += checked(fs.writeSync(fd, bytes, written, bytes.length - written))
  }
  return bytes.length
}

/** A write that makes no progress and reports no error would loop for ever: call it a full disk. */
function checked(bytesWritten: number): number {
  if (bytesWritten > 0) return bytesWritten
  throw Object.assign(new Error('ENOSPC: no space left on device, write made no progress'), {
    code: 'ENOSPC',
  })
}
