import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '@server/platform/config';
import { createLogger } from '@server/platform/logger';
import { startServices } from '@server/services';
import { createApp } from '@server/app';
import { createPageCache } from '@server/http/page-cache';
import type { DatabaseTarget } from '@server/db/client';
import { createTestDatabase } from './test-database';
import { startS3Server } from './s3-server';
import { loadPageRenderer } from './page-renderer';
import { readPage, type Page } from './page';
import createClient from 'openapi-fetch';
import { apiContract } from './api-contract';
import type { paths } from './api-schema';

export const testOrigin = 'http://localhost:3000';

/**
 * The real HTTP app (every middleware, every API route) on its own fresh database and
 * data directory. Log lines are captured so tests can assert what is, and is not, logged.
 * `{ storage: 's3' }` keeps files in a bucket of a real S3 protocol server (s3rver) instead.
 * `{ sharingDatabaseWith: other }` makes a second instance on the other app's database (which
 * that app drops: close this one first).
 * `{ pages: true }` renders the real pages too (in-process, tests/support/page-renderer.ts),
 * so `page()` reads one and `postForm()` reaches a route's action as a browser's form would.
 * `{ pages: true, pageCache: true }` keeps pages in memory as `npm start` does (ADRs 0010, 0041).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { storage?: 'local' | 's3'; sharingDatabaseWith?: { database: DatabaseTarget }; pages?: boolean; pageCache?: boolean } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const s3 = options.storage === 's3' ? await startS3Server() : undefined;
  s3?.useCredentials();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: testOrigin, ...s3?.env, ...env });
  const logLines: string[] = [];
  const logger = createLogger(
    { logLevel: 'debug', logFormat: 'json' },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    }),
  );
  const shared = options.sharingDatabaseWith?.database;
  const database = shared ? { target: shared, drop: async () => {} } : await createTestDatabase();
  const { services, close } = await startServices(config, { database: database.target, logger });
  const pageCache = options.pageCache ? createPageCache(services) : undefined;
  const app = createApp({ services, ...(options.pages ? await loadPageRenderer() : {}), pageCache });
  const contract = apiContract(async () => (await app.request(new URL('/api/openapi.json', testOrigin))).json());

  /**
   * Sends a request through the whole app, as a same-origin browser would. An /api answer
   * must be one the API description documents, in its shape (api-contract.ts), or the test fails.
   */
  async function request(pathname: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', testOrigin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = new URL(pathname, testOrigin);
    const response = await app.request(url, { ...init, headers, body });
    if (url.pathname.startsWith('/api/')) await contract.check(init.method ?? 'GET', url.pathname, response);
    return response;
  }

  /** A client typed from the API description (tests/support/api-schema.d.ts), sending through `request`, optionally as a signed-in caller. */
  const apiClient = (cookie?: string) =>
    createClient<paths>({
      baseUrl: testOrigin,
      headers: cookie ? { cookie } : {},
      fetch: async (sent) => {
        const url = new URL(sent.url);
        const body = sent.body ? await sent.text() : undefined;
        return request(`${url.pathname}${url.search}`, { method: sent.method, headers: sent.headers, body });
      },
    });

  /** Renders a page (needs `{ pages: true }`) and reads it as a person would. */
  const page = async (pathname: string, { cookie }: { cookie?: string } = {}) =>
    readPage(await request(pathname, { headers: cookie ? { cookie } : {} }), new URL(pathname, testOrigin).href);

  /**
   * Submits a form without JavaScript: a urlencoded POST from the same origin, as a browser
   * sends it. Redirects are not followed: the answer is the redirect or the re-rendered page.
   */
  const postForm = async (pathname: string, fields: FormFields | [string, string][], { cookie }: { cookie?: string } = {}) => {
    const pairs = Array.isArray(fields) ? fields : fieldPairs(fields);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    if (cookie) headers.cookie = cookie;
    return readPage(await request(pathname, { method: 'POST', headers, body: new URLSearchParams(pairs) }), new URL(pathname, testOrigin).href);
  };

  return {
    app,
    services,
    logLines,
    dataDir,
    s3,
    database: database.target,
    request,
    page,
    postForm,
    /**
     * Presses the button labelled `button` on a rendered page, as a browser without
     * JavaScript would: the form's own fields as rendered, with `changes` typed over them
     * (an array repeats a field, an empty one unticks it), sent by the form's method.
     */
    async submit(from: Page, button: string, changes: FormFields = {}, options: { cookie?: string; within?: string } = {}) {
      const { action, method, fields } = from.form(button, { within: options.within });
      const sent = [...fields.filter(([name]) => !(name in changes)), ...fieldPairs(changes)];
      if (method === 'post') return postForm(action, sent, options);
      // A GET form replaces the address's query with its fields.
      return page(`${new URL(action, testOrigin).pathname}?${new URLSearchParams(sent)}`, options);
    },
    apiClient,
    async close() {
      await close();
      await database.drop();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Form fields by name; an array repeats the field (checkboxes sharing a name). */
type FormFields = Record<string, string | string[]>;

const fieldPairs = (fields: FormFields) =>
  Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one): [string, string] => [name, one]));

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
