import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retentionDefaults } from '@content/retention';
import { ConfigError, loadConfig, runLibrariesAsInProduction } from './config';

const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.co.uk',
  DATABASE_URL: 'postgres://app@db.internal:5432/portal',
  AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.internal:587',
  MAIL_FROM: 'Portal <no-reply@example.co.uk>',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('loadConfig', () => {
  it('runs the embedded default with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      demo: true,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dir: path.resolve('.data/db') },
      storage: { kind: 'local', dir: path.resolve('.data/files') },
      payments: { provider: 'demo' },
    });
  });

  it('honours PORT, HOST, DATA_DIR and PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '4100', HOST: '127.0.0.1', DATA_DIR: '/tmp/x', PUBLIC_URL: 'https://a.test/' });
    expect(config).toMatchObject({ port: 4100, host: '127.0.0.1', dataDir: '/tmp/x', publicUrl: 'https://a.test' });
  });

  it('keeps records for the periods the privacy notice states unless told otherwise, in whole days of at least one', () => {
    expect(loadConfig({}).retention).toEqual({
      enquiryDays: retentionDefaults.enquiryDays.days,
      reviewFilesDays: retentionDefaults.reviewFilesDays.days,
      reviewFeedbackDays: retentionDefaults.reviewFeedbackDays.days,
      emailRecordDays: retentionDefaults.emailRecordDays.days,
      auditDays: retentionDefaults.auditDays.days,
      trialClaimDays: retentionDefaults.trialClaimDays.days,
      recordingDays: retentionDefaults.recordingDays.days,
    });
    expect(loadConfig({ RETENTION_ENQUIRY_DAYS: '90', RETENTION_AUDIT_DAYS: '' }).retention).toMatchObject({ enquiryDays: 90, auditDays: 2190 });
    expect(() => loadConfig({ RETENTION_REVIEW_FILES_DAYS: '0' })).toThrow(/RETENTION_REVIEW_FILES_DAYS/);
    expect(() => loadConfig({ RETENTION_EMAIL_RECORD_DAYS: 'a year' })).toThrow(/RETENTION_EMAIL_RECORD_DAYS/);
  });

  it('logs readable lines in development and demo mode, JSON in production and tests, unless told', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig(productionEnv).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...productionEnv, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(/LOG_FORMAT/);
  });

  it('uses node-postgres when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('refuses production without its secrets, naming each one missing', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of Object.keys(productionEnv).filter((n) => n !== 'NODE_ENV')) {
      expect((error as Error).message).toContain(`${name} is required`);
    }
  });

  it('accepts a complete production configuration and leaves demo mode off', () => {
    const config = loadConfig(productionEnv);
    expect(config).toMatchObject({ production: true, demo: false, payments: { provider: 'stripe' } });
  });

  it('never allows demo payments in production', () => {
    expect(() => loadConfig({ ...productionEnv, PAYMENTS: 'demo' })).toThrow(/PAYMENTS=demo/);
  });

  it('has demo mode as its own setting: on by default outside production, off on request', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ demo: true, production: false, host: '127.0.0.1' });
    expect(loadConfig({ DEMO_MODE: 'true' }).demo).toBe(true);
    const plain = loadConfig({ DEMO_MODE: 'false' });
    expect(plain).toMatchObject({ demo: false, production: false, host: '0.0.0.0' });
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('never allows demo mode in production, whatever else is configured', () => {
    expect(loadConfig({ ...productionEnv, DEMO_MODE: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ ...productionEnv, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE=true is not allowed when NODE_ENV=production/);
  });

  it('keeps demo mode read from the operator once the process runs its libraries as in production', () => {
    const env: Record<string, string | undefined> = {};
    const config = loadConfig(env);
    runLibrariesAsInProduction(env);
    expect(env.NODE_ENV).toBe('production');
    expect(config).toMatchObject({ demo: true, production: false });
  });
});
