import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

describe('loadSecrets', () => {
  it('generates a root secret on first run, keeps it private, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
    const first = loadSecrets({ dataDir, production: false, authSecret: undefined });
    const second = loadSecrets({ dataDir, production: false, authSecret: undefined });
    expect(second).toEqual(first);
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')).authSecret.length).toBeGreaterThan(32);
  });

  it('derives a different key for each purpose', () => {
    const secrets = loadSecrets({ dataDir: '/nonexistent', production: true, authSecret: 'a'.repeat(40) });
    expect(secrets.auth).not.toEqual(secrets.signedLinks);
  });

  it('refuses to generate secrets in production', () => {
    expect(() => loadSecrets({ dataDir: '/tmp', production: true, authSecret: undefined })).toThrow(/AUTH_SECRET/);
  });
});
