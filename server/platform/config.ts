import path from 'node:path';
import { z } from 'zod';

/**
 * The one reader of process.env. Everything else receives a parsed Config.
 * In production every secret and service must be configured; the embedded
 * default (no configuration at all) runs PGlite, local files, the outbox and demo payments.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
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
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** Selects S3-compatible object storage for files instead of DATA_DIR/files. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  ORPHAN_FILE_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
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

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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
  if (production) {
    const missing = requiredInProduction.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `${name} is required when NODE_ENV=production`),
      );
    }
    if (e.PAYMENTS === 'demo') {
      throw new ConfigError(['PAYMENTS=demo is not allowed when NODE_ENV=production']);
    }
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    production,
    /** Demo mode: generated secrets, outbox mail, demo payments, demo accounts, dev mailbox. */
    demo: !production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
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
      // Member files without a row are swept at start. On PGlite this process is the only
      // one; with PostgreSQL another instance may be mid-upload, so only old files go.
      orphanGraceSeconds: e.ORPHAN_FILE_GRACE_SECONDS ?? (e.DATABASE_URL ? 600 : 0),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Clearpath Law Coaching <no-reply@localhost>',
      coachEmail: e.COACH_EMAIL ?? 'coaches@clearpathlawcoaching.co.uk',
    },
    authSecret: e.AUTH_SECRET,
    bookingUrl: e.BOOKING_URL ?? 'https://cal.com/clearpath-law-coaching/free-consultation',
    payments: {
      provider: e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
    },
  } as const;
}

export type Config = ReturnType<typeof loadConfig>;
