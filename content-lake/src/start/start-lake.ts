// `startLake()` opens (or seeds) the data dir and serves Sanity's HTTP API on 127.0.0.1, wiring
// every layer together. Tests start one per file on port 0; the CLI starts one on LAKE_PORT.
import { randomBytes } from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { AccessControl } from '../auth/access.ts'
import type { LakeOptions, ResolvedLakeConfig } from '../shared/config.ts'
import { transactionId } from '../shared/ids.ts'
import { Lake } from '../lake/lake.ts'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_STUDIO_PORT,
  LOCAL_USER,
  LOCAL_WEBSITE_PORT,
  loopbackOrigins,
} from '@atl/local-defaults'
import { INSTALL_ENTRIES, REPO_ROOT } from '@atl/local-defaults/install'
import { DEFAULT_COMPACT_EVERY, LOCAL_SEED_DIR } from '@atl/local-defaults/lake'
import { ReleaseScheduler } from '../releases/scheduler.ts'
import { readSeed } from './seed.ts'
import { servePresence } from '../http/presence-socket.ts'
import { createLakeServer } from '../http/server.ts'
import { SessionStore } from '../auth/sessions.ts'
import { DocumentStore } from '../store/document-store.ts'
import { HistoryStore } from '../history/history-store.ts'
import { ensurePrivateDir } from '../store/private-files.ts'
import { WebhookRunner } from '../webhooks/webhooks.ts'
import { startFunctions } from '../functions/runner.ts'

export interface RunningLake {
  url: string
  port: number
  /** The code that signs a person in to the Studio now (see sign-in-code.ts). */
  readonly signInCode: string
  /** A Studio session token (full access as the local user), as the sign-in would issue. */
  issueStudioSession(): string
  /** Replaces the data with the seed again (one transaction; listeners see it). */
  reset(): Promise<void>
  close(): Promise<void>
}

export class PortInUseError extends Error {}

export async function startLake(options: LakeOptions): Promise<RunningLake> {
  const config = resolveConfig(options)
  // First, so a Blueprint the lake cannot run stops the start before anything opens.
  const functions = config.functions
    ? await startFunctions(config.functions, {
        projectId: config.projectId,
        dataset: config.dataset,
        log: config.log,
      })
    : undefined
  const fresh = options.reset || !DocumentStore.hasData(config.dataDir)
  if (options.reset) await removeLakeData(config.dataDir)
  await ensurePrivateDir(config.dataDir, { warn: config.log })

  const store = new DocumentStore(config.dataDir, config.compactEvery)
  await store.open().catch(async (error: unknown) => {
    await functions?.close()
    throw error
  })
  // Before any commit (the seed import included): history records every transaction.
  const history = new HistoryStore(config.dataDir, {
    budgetBytes: config.historyBudgetBytes,
    log: config.log,
  })
  await history.open(store.recent, { fresh }).catch(async (error: unknown) => {
    await store.close()
    await functions?.close()
    throw error
  })
  const unsubscribeHistory = store.subscribe((transaction) => history.record(transaction))
  const lake = new Lake(config, store, history)
  const sessions = new SessionStore(config.dataDir)
  const access = new AccessControl(config.tokens, config.user, sessions)

  const server = createLakeServer(lake, access)
  const presence = servePresence(server, lake, access)
  const sockets = new Set<import('node:net').Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(`Port ${config.port} on ${config.host} is already in use`)
          : error,
      )
    })
    server.listen(config.port, config.host, () => resolve())
  }).catch(async (error: unknown) => {
    unsubscribeHistory()
    await store.close()
    await history.close()
    await functions?.close()
    throw error
  })
  // Node types address() for pipes too (a string); a server listening on a port has its port.
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The lake listens on no port')
  const { port } = address
  const url = `http://${config.host}:${port}`

  const importSeed = async () => {
    const id = transactionId()
    const timestamp = new Date().toISOString()
    const docs = await readSeed(config.seedDir, {
      ...config,
      origin: url,
      timestamp,
      transactionId: id,
    })
    await store.replaceAll({ id, timestamp, identity: 'p-local-seed' }, docs)
  }
  if (fresh) await importSeed()

  // Webhooks start after the seed import: seeding is not an edit anyone should be told about.
  const webhooks = new WebhookRunner(config.webhooks, {
    projectId: config.projectId,
    dataset: config.dataset,
    log: config.log,
  })
  const unsubscribeDocuments = store.subscribe(webhooks.onTransaction)
  const unsubscribeFunctions = functions?.serve(lake.live, url)
  // After webhooks and functions subscribe: a release due while the lake was stopped publishes
  // now, and they hear of it like any publish.
  const scheduler = new ReleaseScheduler(lake, config.log)
  scheduler.start()

  return {
    url,
    port,
    get signInCode() {
      return lake.signIn.code
    },
    issueStudioSession: () => sessions.issue(),
    reset: importSeed,
    async close() {
      await scheduler.stop()
      unsubscribeDocuments()
      unsubscribeFunctions?.()
      webhooks.close()
      await functions?.close()
      presence.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Listen streams never end on their own; cut them so close() returns promptly.
      for (const socket of sockets) socket.destroy()
      await closed
      await store.close()
      unsubscribeHistory()
      await history.close()
    },
  }
}

function resolveConfig(options: LakeOptions): ResolvedLakeConfig {
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? LOCAL_LAKE_PORT,
    dataDir: path.resolve(options.dataDir),
    seedDir: path.resolve(options.seedDir ?? path.join(REPO_ROOT, LOCAL_SEED_DIR)),
    projectId: options.projectId ?? LOCAL_PROJECT_ID,
    dataset: options.dataset ?? LOCAL_DATASET,
    // No token unless given: an install's tokens are its own (the CLI passes them), never ours.
    tokens: {
      read: options.tokens?.read ?? [],
      write: options.tokens?.write ?? [],
    },
    webhooks: options.webhooks ?? [],
    functions: options.functions && {
      env: options.functions.env,
      blueprint: path.resolve(
        options.functions.blueprint ?? path.join(REPO_ROOT, 'sanity.blueprint.ts'),
      ),
    },
    user: options.user ?? LOCAL_USER,
    studioOrigins: options.studioOrigins ?? loopbackOrigins(LOCAL_STUDIO_PORT),
    siteOrigins: options.siteOrigins ?? loopbackOrigins(LOCAL_WEBSITE_PORT),
    signInCode: options.signInCode ?? randomBytes(24).toString('base64url'),
    onSignInCodeReplaced: options.onSignInCodeReplaced ?? (() => {}),
    compactEvery: options.compactEvery ?? DEFAULT_COMPACT_EVERY,
    historyBudgetBytes: options.historyBudgetBytes,
    log: options.log ?? (() => {}),
  }
}

/**
 * A reset removes the lake's data, not what the install keeps beside it: its secrets (the website
 * and the links already sent go on matching) and the local inbox.
 */
async function removeLakeData(dataDir: string) {
  const kept = new Set<string>(Object.values(INSTALL_ENTRIES))
  const entries = await fsp.readdir(dataDir).catch(() => [])
  for (const entry of entries) {
    if (!kept.has(entry)) await fsp.rm(path.join(dataDir, entry), { recursive: true, force: true })
  }
}
