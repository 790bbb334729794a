import type { LOCAL_USER } from '@atl/local-defaults'

/** A GROQ-powered webhook, configured like Sanity's (manage.sanity.io > API > Webhooks). */
export interface WebhookConfig {
  name?: string
  url: string
  /** Default POST. */
  httpMethod?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET'
  /** GROQ filter a changed document must match, e.g. `_type in ["page", "jobOpening"]`. */
  filter?: string
  /** GROQ projection for the body, e.g. `{_id, _type, "slug": slug.current}`; default `@`. */
  projection?: string
  /** Signs each request with `sanity-webhook-signature`. */
  secret?: string
  /** Which changes fire it; default all three. */
  on?: Array<'create' | 'update' | 'delete'>
  /** Fire for `drafts.` documents too (Sanity's "Trigger webhook when drafts are modified"). */
  includeDrafts?: boolean
  headers?: Record<string, string>
}

/** The functions a lake runs (functions/): its Blueprint and their environment. */
export interface FunctionsConfig {
  /** The Blueprint file; default the repository's sanity.blueprint.ts. */
  blueprint: string
  /** Each function's environment variables, as `sanity functions env add` sets them. */
  env: Record<string, string>
}

export interface LakeTokens {
  read: string[]
  write: string[]
}

export type LocalUser =
  typeof LOCAL_USER | { id: string; name: string; email: string; role: string }

export interface LakeOptions {
  /** 0 picks a free port. Default 3100. */
  port?: number
  host?: string
  dataDir: string
  /** Folder of `*.ndjson` files imported when the data dir is empty. Default `<repo>/studio/seed`. */
  seedDir?: string
  projectId?: string
  dataset?: string
  /** API tokens it accepts. Default none: only anonymous reads and Studio sessions. */
  tokens?: Partial<LakeTokens>
  webhooks?: WebhookConfig[]
  /**
   * Run the functions a Blueprint declares, as Sanity runs a deployed one (see functions/).
   * Absent: none run, as for a project that deployed no Blueprint.
   */
  functions?: {
    /** Each function's environment, as `sanity functions env add` sets it (secrets, URLs). */
    env: Record<string, string>
    /** Default the repository's sanity.blueprint.ts. */
    blueprint?: string
  }
  user?: LocalUser
  /**
   * Origins of the Studio: the only browser origins the local sign-in redirects to, and allowed
   * by CORS. Default the embedded Studio, http://127.0.0.1:3333 and http://localhost:3333.
   */
  studioOrigins?: string[]
  /** Origins of the website (CORS only: draft preview listens to live events). Default :3000. */
  siteOrigins?: string[]
  /**
   * The secret that signs a person in to the Studio (`npm start` prints a link holding it).
   * Default: a random one per start, readable as `RunningLake.signInCode`.
   */
  signInCode?: string
  /**
   * Told the new code when too many wrong ones made the lake replace it (sign-in-code.ts); the
   * CLI prints the new sign-in link. `RunningLake.signInCode` is always the current one.
   */
  onSignInCodeReplaced?: (code: string) => void
  /**
   * Journal records between snapshots, at least (store/compaction.ts). Default
   * DEFAULT_COMPACT_EVERY of `@atl/local-defaults/lake`, as for LAKE_COMPACT_EVERY.
   */
  compactEvery?: number
  /** Bytes of document history kept on disk, oldest dropped first (default 64 MiB). */
  historyBudgetBytes?: number
  /** Wipe the data and re-import the seed before listening. */
  reset?: boolean
  /** Log requests and warnings to the console (off by default for tests). */
  log?: (message: string) => void
}

export interface ResolvedLakeConfig {
  host: string
  port: number
  dataDir: string
  seedDir: string
  projectId: string
  dataset: string
  tokens: LakeTokens
  webhooks: WebhookConfig[]
  functions: FunctionsConfig | undefined
  user: LocalUser
  studioOrigins: string[]
  siteOrigins: string[]
  signInCode: string
  onSignInCodeReplaced: (code: string) => void
  compactEvery: number
  historyBudgetBytes: number | undefined
  log: (message: string) => void
}
