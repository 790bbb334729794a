import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { deliverCampaignEmail, type EmailJob } from './deliver'

// Emails are background work: on a busy host, the website's own thread (answering requests) and
// the lake come first. Linux lets one thread of a process lower its priority, by its thread id
// (/proc/thread-self names it); elsewhere the thread keeps the process's priority.
const BACKGROUND_NICE = 10
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, BACKGROUND_NICE)
} catch {
  // Not Linux, or not allowed: the same priority as the website.
}

// The email thread's entry (delivery-thread.ts): each message is one email to render and send;
// the answer carries the job's id and its result. deliverCampaignEmail never throws.
parentPort?.on('message', ({ id, job }: { id: number; job: EmailJob }) => {
  void deliverCampaignEmail(job).then((result) => parentPort?.postMessage({ id, result }))
})
