import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { retentionDefaults } from '@content/retention';
import { CodedError } from './errors';

/**
 * The one reader of process.env. Everything else receives a parsed Config.
 * In production every secret and service must be configured; the embedded
 * default (no configuration at all) runs PGlite, local files, the outbox and demo payments.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** A retention period in whole days, at least one. */
const retentionDays = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrBlock = (entry: string) => {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For entries to believe. A client writes the left of that header itself,
 * so only entries our own proxies appended count: either that many hops from the right, or
 * every entry from a listed proxy address. `true` is refused: it would trust the left-most.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const text = value.trim();
      if (text === 'false' || text === '0') return { kind: 'none' } as const;
      if (/^\d+$/.test(text) && Number(text) <= 10) return { kind: 'hops', hops: Number(text) } as const;
      const addresses = text.split(',').map((entry) => entry.trim());
      if (addresses.every(isAddressOrBlock)) return { kind: 'addresses', addresses } as const;
      ctx.addIssue({
        code: 'custom',
        message:
          text === 'true'
            ? 'TRUST_PROXY=true would trust the client-written left of X-Forwarded-For; set the number of proxies in front of the portal (e.g. 1) or their addresses'
            : 'expected false, a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or CIDR blocks',
      });
      return z.NEVER;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Demo accounts, the dev mailbox and sign-in links on this machine; on unless NODE_ENV=production. */
  DEMO_MODE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  COACH_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  BOOKING_URL: optionalUrl,
  PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['demo', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Points the Stripe SDK elsewhere (tests use a local fake). */
  STRIPE_API_URL: optionalUrl,
  /** Days a member keeps access after a renewal fails, while they update their card. */
  BILLING_GRACE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(60).default(7)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  /** `pretty` for a person at a terminal, `json` for a log collector or a test that parses lines. */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['pretty', 'json']).optional()),
  TRUST_PROXY: trustProxySchema,
  /** Selects S3-compatible object storage for files instead of DATA_DIR/files. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  ORPHAN_FILE_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** `false` on web instances when `npm run worker` runs the job workers elsewhere. */
  RUN_WORKERS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  RETENTION_ENQUIRY_DAYS: retentionDays(retentionDefaults.enquiryDays.days),
  RETENTION_REVIEW_FILES_DAYS: retentionDays(retentionDefaults.reviewFilesDays.days),
  RETENTION_REVIEW_FEEDBACK_DAYS: retentionDays(retentionDefaults.reviewFeedbackDays.days),
  RETENTION_EMAIL_RECORD_DAYS: retentionDays(retentionDefaults.emailRecordDays.days),
  RETENTION_AUDIT_DAYS: retentionDays(retentionDefaults.auditDays.days),
  RETENTION_TRIAL_CLAIM_DAYS: retentionDays(retentionDefaults.trialClaimDays.days),
  RETENTION_RECORDING_DAYS: retentionDays(retentionDefaults.recordingDays.days),
});

/** Variables production refuses to start without. */
const requiredInProduction = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** Known by its code, `invalid_config`. */
export class ConfigError extends CodedError<'invalid_config'> {
  constructor(problems: string[]) {
    super('invalid_config', `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demo = e.DEMO_MODE === undefined ? !production : e.DEMO_MODE === 'true';
  if (production) {
    const problems = [
      ...requiredInProduction.filter((name) => !e[name]).map((name) => `${name} is required when NODE_ENV=production`),
      ...(e.PAYMENTS === 'demo' ? ['PAYMENTS=demo is not allowed when NODE_ENV=production'] : []),
      ...(demo ? ['DEMO_MODE=true is not allowed when NODE_ENV=production'] : []),
    ];
    if (problems.length > 0) throw new ConfigError(problems);
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    production,
    /**
     * Demo mode (DEMO_MODE; on by default outside production, refused in it): demo accounts,
     * the dev mailbox, sign-in from localhost. Not NODE_ENV, which the built server sets to
     * `production` for its libraries whatever the mode (ADR 0040).
     */
    demo,
    port: e.PORT,
    // Demo mode serves sign-in links and demo accounts: only this machine reaches it by default.
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Development and demo mode are read by a person in a terminal; production by a collector.
    logFormat: e.LOG_FORMAT ?? (production || e.NODE_ENV === 'test' ? 'json' : 'pretty'),
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const),
    storage: {
      ...(e.S3_BUCKET
        ? ({
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          } as const)
        : ({ kind: 'local', dir: path.join(dataDir, 'files') } as const)),
      // Member files without a row are swept at start and every hour, once older than this:
      // a younger one may belong to an upload still under way (here or on another instance).
      // At start on PGlite nothing can be under way, so that sweep takes every orphan.
      orphanGraceSeconds: e.ORPHAN_FILE_GRACE_SECONDS ?? 600,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Clearpath Law Coaching <no-reply@localhost>',
      coachEmail: e.COACH_EMAIL ?? 'coaches@clearpathlawcoaching.co.uk',
    },
    /** Whether this process runs the job workers (mail delivery, reminders, sweeps, webhooks). */
    runWorkers: e.RUN_WORKERS === 'true',
    /** How many days each kind of record is kept (the daily retention job removes older ones). */
    retention: {
      enquiryDays: e.RETENTION_ENQUIRY_DAYS,
      reviewFilesDays: e.RETENTION_REVIEW_FILES_DAYS,
      reviewFeedbackDays: e.RETENTION_REVIEW_FEEDBACK_DAYS,
      emailRecordDays: e.RETENTION_EMAIL_RECORD_DAYS,
      auditDays: e.RETENTION_AUDIT_DAYS,
      trialClaimDays: e.RETENTION_TRIAL_CLAIM_DAYS,
      recordingDays: e.RETENTION_RECORDING_DAYS,
    },
    authSecret: e.AUTH_SECRET,
    bookingUrl: e.BOOKING_URL ?? 'https://cal.com/clearpath-law-coaching/free-consultation',
    payments: {
      provider: e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
      graceDays: e.BILLING_GRACE_DAYS,
    },
  } as const;
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * A process of the production build runs React and every other library as in production,
 * demo mode or not: React picks its development or production code from NODE_ENV when it
 * first loads. Called once the configuration has been read (NODE_ENV said what the
 * deployment is) and before those libraries load (server/built-process.ts, ADR 0040).
 */
export function runLibrariesAsInProduction(env: Record<string, string | undefined> = process.env) {
  env.NODE_ENV = 'production';
}
