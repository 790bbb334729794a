// Every path the lake answers, after the `/v<version>` prefix is removed.
import type { RequestContext } from '../request.ts'
import { handleCheckCors } from './check-cors.ts'
import { handleLiveEvents } from './live-events.ts'
import { handleActions } from './actions.ts'
import { handleAssetUpload, handleAssetDownload } from './assets.ts'
import { handleAuth } from './auth.ts'
import { handleDoc } from './doc.ts'
import { handleExport } from './export.ts'
import { handleHistory } from './history.ts'
import { handleListen } from './listen.ts'
import { handleMutate } from './mutate.ts'
import { handlePing } from './ping.ts'
import { handleProject } from './project.ts'
import { handleQuery } from './query.ts'
import { handleSchedules } from './schedules.ts'
import { handleSubscriptions } from './subscriptions.ts'

export interface Route {
  method?: string
  pattern: RegExp
  /** Index of the capture group holding the dataset name, checked before the handler runs. */
  dataset?: number
  handle: (ctx: RequestContext, groups: string[]) => unknown
}

export const routes: Route[] = [
  { pattern: /^\/data\/query\/([^/]+)\/?$/, dataset: 1, handle: (ctx) => handleQuery(ctx) },
  {
    method: 'GET',
    pattern: /^\/data\/doc\/([^/]+)\/(.+)$/,
    dataset: 1,
    handle: (ctx, [, ids]) => handleDoc(ctx, ids ?? ''),
  },
  {
    method: 'POST',
    pattern: /^\/data\/mutate\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handleMutate(ctx),
  },
  {
    method: 'POST',
    pattern: /^\/data\/actions\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handleActions(ctx),
  },
  {
    method: 'GET',
    pattern: /^\/data\/listen\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handleListen(ctx),
  },
  {
    method: 'GET',
    pattern: /^\/data\/live\/events\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handleLiveEvents(ctx),
  },
  { method: 'GET', pattern: /^\/check\/cors\/?$/, handle: (ctx) => handleCheckCors(ctx) },
  { method: 'GET', pattern: /^\/ping\/?$/, handle: (ctx) => handlePing(ctx) },
  {
    method: 'GET',
    pattern: /^\/data\/ping\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handlePing(ctx),
  },
  {
    method: 'GET',
    pattern: /^\/data\/export\/([^/]+)\/?$/,
    dataset: 1,
    handle: (ctx) => handleExport(ctx),
  },
  {
    method: 'GET',
    pattern: /^\/data\/history\/([^/]+)\/(.+)$/,
    dataset: 1,
    handle: (ctx, [, rest]) => handleHistory(ctx, rest ?? ''),
  },
  {
    method: 'POST',
    pattern: /^\/assets\/(images|files)\/([^/]+)\/?$/,
    dataset: 2,
    handle: (ctx, [kind]) => handleAssetUpload(ctx, kind === 'images' ? 'image' : 'file'),
  },
  {
    method: 'GET',
    pattern: /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/,
    dataset: 3,
    handle: (ctx, groups) => handleAssetDownload(ctx, groups),
  },
  {
    method: 'GET',
    pattern: /^\/schedules\/([^/]+)\/([^/]+)\/?$/,
    dataset: 2,
    handle: (ctx, [projectId]) => handleSchedules(ctx, projectId ?? ''),
  },
  {
    method: 'GET',
    pattern: /^\/subscriptions\/project\/([^/]+)\/?$/,
    handle: (ctx, [projectId]) => handleSubscriptions(ctx, projectId ?? ''),
  },
  { pattern: /^\/auth\/(.+)$/, handle: (ctx, [rest]) => handleAuth(ctx, rest ?? '') },
  { pattern: /^\/.*$/, handle: (ctx) => handleProject(ctx) },
]
