import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

const storedSecretsSchema = z.object({ authSecret: z.string().min(32) });

/**
 * The root secret. Production takes it from AUTH_SECRET (config refuses to start without it);
 * the embedded default generates one on first run and keeps it in DATA_DIR so sessions
 * and signed links survive restarts.
 */
function resolveRootSecret(config: Pick<Config, 'authSecret' | 'dataDir' | 'production'>) {
  if (config.authSecret) return config.authSecret;
  if (config.production) throw new Error('AUTH_SECRET is required in production');

  const file = path.join(config.dataDir, 'secrets.json');
  try {
    return storedSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).authSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const authSecret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ authSecret }, null, 2), { mode: 0o600, flag: 'wx' });
  return authSecret;
}

/** Independent keys derived from the root secret, one per purpose. */
export function loadSecrets(config: Pick<Config, 'authSecret' | 'dataDir' | 'production'>) {
  const root = resolveRootSecret(config);
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', root, 'clearpath', purpose, 32)).toString('base64url');
  return {
    auth: derive('auth'),
    signedLinks: derive('signed-links'),
    /** Keys the hashes of email addresses that have had their free trial. */
    trialClaims: derive('trial-claims'),
  };
}

export type Secrets = ReturnType<typeof loadSecrets>;
