import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { apiTypesOf, fetchApiDescription } from '../support/api-description';

const run = promisify(execFile);
let app: TestApp;
let description: Record<string, unknown>;
let dir: string;

beforeAll(async () => {
  app = await createTestApp();
  description = await fetchApiDescription(app);
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown };
const operations = () =>
  Object.entries(description.paths as Record<string, Record<string, Operation>>).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, method, operation })),
  );

describe('the API description', () => {
  it('passes Redocly’s lint with no errors', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(description));
    const config = path.resolve(import.meta.dirname, '../../redocly.yaml');
    const result = await run('npx', ['redocly', 'lint', file, '--config', config, '--format', 'json'], { maxBuffer: 1 << 24 }).catch(
      (failure: { stdout: string }) => failure,
    );
    const problems = (JSON.parse(result.stdout) as { problems: { severity: string; message: string; location: { pointer: string }[] }[] }).problems;
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('names every operation uniquely, states its security, and answers a success and the Error shape', () => {
    const ids = new Set<string>();
    for (const { name, method, operation } of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId!), `${name} repeats ${operation.operationId}`).toBe(false);
      ids.add(operation.operationId!);
      expect(Array.isArray(operation.security), name).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => /^2|^30/.test(status)), name).toBe(true);
      expect(statuses, name).toContain('500');
      // Only what may change something is refused to another site (403); GET, HEAD and OPTIONS read.
      if (!['get', 'head', 'options'].includes(method)) expect(statuses, name).toContain('403');
    }
    expect(ids.size).toBeGreaterThan(80);
  });

  it('types the client from the same description (run `npm run api:types` when this fails)', { timeout: 60_000 }, async () => {
    const checkedIn = await readFile(path.resolve(import.meta.dirname, '../support/api-schema.d.ts'), 'utf8');
    expect(checkedIn === (await apiTypesOf(description)), 'tests/support/api-schema.d.ts is stale').toBe(true);
  });
});

describe('tus on /api/recordings', () => {
  it('describes HEAD (the upload offset) as its own operation, and OPTIONS on both tus paths', () => {
    const paths = description.paths as Record<string, Record<string, { operationId: string; security: unknown[]; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    const head = paths['/api/recordings/{id}']!.head!;
    expect(head.operationId).toBe('getRecordingOffset');
    expect(Object.keys(head.responses['200']!.headers!)).toEqual(expect.arrayContaining(['Tus-Resumable', 'Upload-Offset', 'Upload-Length']));
    expect(paths['/api/recordings/{id}']!.get!.responses['200']!.headers).not.toHaveProperty('Upload-Offset');
    for (const path of ['/api/recordings', '/api/recordings/{id}']) {
      const options = paths[path]!.options!;
      expect(options.security, path).toEqual([]);
      expect(Object.keys(options.responses['204']!.headers!), path).toEqual(['Tus-Resumable', 'Tus-Version', 'Tus-Extension', 'Tus-Max-Size']);
    }
  });

  it('answers OPTIONS with what the server supports of tus, without a session', async () => {
    for (const path of ['/api/recordings', `/api/recordings/${crypto.randomUUID()}`]) {
      const response = await app.request(path, { method: 'OPTIONS' });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
      expect(response.headers.get('tus-version')).toBe('1.0.0');
      expect(response.headers.get('tus-extension')).toBe('creation,creation-with-upload,creation-defer-length,termination,expiration');
      expect(Number(response.headers.get('tus-max-size'))).toBeGreaterThan(0);
    }
  });
});

describe('a wrong method on a known API path', () => {
  it('is a 405 naming the methods the path takes', async () => {
    const response = await app.request('/api/plans', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('names every method of a path with several', async () => {
    const response = await app.request('/api/me', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE, HEAD');
  });

  it('leaves an unknown path a 404', async () => {
    expect((await app.request('/api/no-such-thing', { method: 'DELETE' })).status).toBe(404);
  });
});
