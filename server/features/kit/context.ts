import type { Config } from '../../platform/config';
import type { Invalidations } from '../../platform/cache/invalidations';
import type { Database } from '../../db/client';
import type { SessionLocks } from '../../db/session-locks';
import type { FileStorage } from '../../platform/storage/storage';
import type { Mailer } from '../../db/mailer';
import type { JobQueue } from '../../db/job-queue';
import type { Logger } from '../../platform/logger';
import type { Secrets } from '../../platform/secrets';
import type { Auth } from '../auth/auth';
import type { Viewer, ViewerCache } from '../auth/viewer';
import type { BillingCache } from '../billing/billing-cache';
import type { PaymentProvider } from '../billing/providers/payment-provider';
import type { WatermarkedPdfCache } from '../library/watermarked-pdf-cache';
import type { AnswerChecks } from '../practice/answer-checks';

/** The long-lived parts of the running portal, created once at start and passed down. */
export type Services = {
  config: Config;
  logger: Logger;
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  /** The durable job queue on the database (ADR 0025): queue through a transaction's `db`. */
  jobs: JobQueue;
  secrets: Secrets;
  auth: Auth;
  payments: PaymentProvider;
  watermarkedPdfs: WatermarkedPdfCache;
  /** Short-lived copies of who a session is and of members' billing (ADR 0011). */
  viewerCache: ViewerCache;
  billingCache: BillingCache;
  /** Each answered practice item's answer check, kept: published items never change (ADR 0045). */
  answerChecks: AnswerChecks;
  /**
   * Where writes say what they changed, by tag (`cacheTags`); every read cache listens
   * (ADR 0022). Within the process on PGlite; on PostgreSQL also to the other instances
   * through LISTEN/NOTIFY (`server/db/invalidation-bus.ts`).
   */
  invalidations: Invalidations;
  /** Locks a request may hold while it waits on the network, shared by the instances on one database; never a pooled connection. */
  locks: SessionLocks;
  ping: () => Promise<void>;
};

/** Per-request values every handler may read (Hono context variables). */
export type RequestVariables = {
  requestId: string;
  log: Logger;
  /** This page render's CSP nonce (set by the security headers). */
  cspNonce?: string;
  /** The page cache encodes this response itself if the page turns out cacheable. */
  pageCache?: boolean;
  /** This API read may be kept per session like a member's page (its route's `keep`, route-table.ts). */
  keep?: 'member';
  /** Set by the access guard on routes that need a signed-in person. */
  viewer: Viewer;
};

export type AppEnv = { Variables: RequestVariables };

/** What React Router loaders, actions and middleware read on `context` (a RouterContextProvider carrying these fields, ADR 0038). */
export type PageContext = {
  services: Services;
  requestId: string;
  log: Logger;
  cspNonce: string | undefined;
  /** The signed-in person, or null for a visitor. */
  viewer: Viewer | null;
  /** The client's address, as rate limits see it (server/platform/http-kit/client-ip.ts). */
  clientAddress: string;
};

/** Renders a page request with React Router (injected so tests can run the API alone). */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;
