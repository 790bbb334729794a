// History's files: `history/<n>.ndjson` segments of CRC-checked lines (store/segment-file.ts),
// appended to synchronously and fdatasync'ed in batches, read back a line at a time, and
// dropped oldest first. What goes in a line and when a segment is dropped: history-store.ts.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { ensurePrivateDir, PRIVATE_FILE } from '../store/private-files.ts'
import { readSegment } from '../store/segment-file.ts'
import { writeWholeSync } from '../store/whole-writes.ts'

interface Segment {
  n: number
  fd: number
  bytes: number
}

/** Where a line is: its segment, and its bytes in it. */
export interface LinePlace {
  segment: number
  offset: number
  length: number
}

export class SegmentFiles {
  private readonly dir: string
  private readonly log: (message: string) => void
  private segments: Segment[] = []
  private syncing: Promise<void> | null = null
  private syncAgain = false

  constructor(dir: string, log: (message: string) => void) {
    this.dir = dir
    this.log = log
  }

  /**
   * Opens the folder (emptied first when `fresh`) and reads each segment's lines, oldest first,
   * up to the first damaged one or one `accept` refuses. The newest may end in a torn write: it
   * is cut off. Damage anywhere else loses the rest of that segment, which the log says.
   */
  async open<T>(
    fresh: boolean,
    accept: (value: unknown) => T | undefined,
    onLine: (value: T, place: LinePlace) => void,
  ): Promise<void> {
    if (fresh) await fsp.rm(this.dir, { recursive: true, force: true })
    await ensurePrivateDir(this.dir, { own: true })
    const numbers = fs
      .readdirSync(this.dir)
      .flatMap((name) => /^(\d+)\.ndjson$/.exec(name)?.[1] ?? [])
      .map(Number)
      .sort((a, b) => a - b)
    for (const [i, n] of numbers.entries()) {
      const last = i === numbers.length - 1
      const text = fs.readFileSync(this.file(n), 'utf8')
      const { lines, end } = readSegment(text, accept)
      for (const { value, offset, length } of lines) onLine(value, { segment: n, offset, length })
      const size = Buffer.byteLength(text)
      if (end < size) {
        if (last) fs.truncateSync(this.file(n), end)
        else
          this.log(`[lake] history segment ${n} is damaged after byte ${end}; the rest is skipped`)
      }
      const fd = fs.openSync(this.file(n), last ? 'a+' : 'r')
      this.segments.push({ n, fd, bytes: last ? end : size })
    }
    if (this.segments.length === 0) this.start(1)
  }

  /** The segment the next lines go to and its size: a new one once the newest holds `maxBytes`. */
  tail(maxBytes: number): { segment: number; bytes: number } {
    let segment = this.current()
    if (segment.bytes >= maxBytes) {
      // The batched sync only follows the newest segment: finish this one's now (rare).
      fs.fdatasyncSync(segment.fd)
      segment = this.start(segment.n + 1)
    }
    return { segment: segment.n, bytes: segment.bytes }
  }

  /**
   * Appends `chunk` to the newest segment, synchronously: it is in the file (the OS's cache) when
   * this returns. The fdatasync that follows is batched, off the caller's path.
   */
  append(chunk: string): void {
    const segment = this.current()
    try {
      writeWholeSync(segment.fd, chunk)
    } catch (error) {
      // A full disk: cut what part of the lines reached the file, so later lines do not follow
      // a torn one (a restart stops reading a segment at its first damaged line).
      try {
        fs.ftruncateSync(segment.fd, segment.bytes)
      } catch {
        // The disk refuses even that: a restart cuts the segment at the torn line.
      }
      throw error
    }
    segment.bytes += Buffer.byteLength(chunk)
    this.scheduleSync()
  }

  /** The text of the line at `place`. */
  read(place: LinePlace): string {
    const segment = this.segments.find((s) => s.n === place.segment)
    if (!segment) throw new Error(`History segment ${place.segment} is gone`)
    const buffer = Buffer.alloc(place.length)
    fs.readSync(segment.fd, buffer, 0, place.length, place.offset)
    return buffer.toString('utf8')
  }

  totalBytes(): number {
    return this.segments.reduce((sum, s) => sum + s.bytes, 0)
  }

  /** Removes the oldest segment (never the newest): which it was and its size, if one went. */
  dropOldest(): { segment: number; bytes: number } | undefined {
    if (this.segments.length <= 1) return undefined
    const oldest = this.segments.shift()
    if (!oldest) return undefined
    fs.closeSync(oldest.fd)
    fs.rmSync(this.file(oldest.n), { force: true })
    return { segment: oldest.n, bytes: oldest.bytes }
  }

  /** Resolves once everything appended so far is on disk (fdatasync). */
  async flushed(): Promise<void> {
    while (this.syncing) await this.syncing
  }

  async close(): Promise<void> {
    await this.flushed()
    for (const segment of this.segments) fs.closeSync(segment.fd)
    this.segments = []
  }

  private current(): Segment {
    const segment = this.segments.at(-1)
    if (!segment) throw new Error('History is closed')
    return segment
  }

  private start(n: number): Segment {
    const fd = fs.openSync(this.file(n), 'a+', PRIVATE_FILE)
    const segment = { n, fd, bytes: fs.fstatSync(fd).size }
    this.segments.push(segment)
    return segment
  }

  private file(n: number): string {
    return path.join(this.dir, `${String(n).padStart(8, '0')}.ndjson`)
  }

  private scheduleSync() {
    if (this.syncing) {
      this.syncAgain = true
      return
    }
    const fd = this.current().fd
    this.syncing = new Promise<void>((resolve) => {
      fs.fdatasync(fd, (error) => {
        if (error) this.log(`[lake] history fdatasync failed: ${error.message}`)
        resolve()
      })
    }).then(() => {
      this.syncing = null
      if (this.syncAgain) {
        this.syncAgain = false
        this.scheduleSync()
      }
    })
  }
}
