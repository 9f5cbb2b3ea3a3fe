import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { freePort } from '../../../scripts/bench/processes';

/**
 * The built server (`build/server/main.js`) as a real child process, for tests that must
 * kill it (crash safety) or measure it (load). Only ever listens on 127.0.0.1. Plain
 * Node: no Vitest imports, so the tsx load runner can use it too.
 */

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(projectRoot, 'build/server/main.js');
const host = '127.0.0.1';

export const demoPassword = 'clearpath-demo';
export const demoSubscriber = 'subscriber@clearpath.test';

export type Portal = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>`, also the server's PUBLIC_URL (Better Auth's allowed origin). */
  baseUrl: string;
  dataDir: string;
  /** The last `outputLimitBytes` the process printed (20 kB unless asked: for failure messages). */
  output: () => string;
  /** Resolves once the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type StartOptions = {
  dataDir: string;
  /** PostgreSQL instead of PGlite in DATA_DIR/db. */
  databaseUrl?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** How much of the process's output to keep (tests that read the whole log raise it). */
  outputLimitBytes?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export { freePort };

function assertBuildPresent() {
  if (!existsSync(serverEntry)) throw new Error(`No build at ${serverEntry}: run \`npm run build\` first.`);
}

/** The build's browser JavaScript, each file's name and text. */
export function builtBrowserScripts() {
  assertBuildPresent();
  const assets = path.join(projectRoot, 'build/client/assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), 'utf8') }));
}

/** Spawns the built server on a free loopback port and waits until /healthz answers. */
export async function startPortal({ dataDir, databaseUrl, env = {}, startTimeoutMs = 90_000, outputLimitBytes = 20_000 }: StartOptions): Promise<Portal> {
  assertBuildPresent();
  const port = await freePort();
  const baseUrl = `http://${host}:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DEMO_MODE: 'true', // seeded accounts, dev mailbox, demo payments
      HOST: host,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json', // tests read the lines' fields (`"path":...`), not a terminal's rendering
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // This test owns the data: a restart may sweep every orphan, however fresh.
      ORPHAN_FILE_GRACE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputLimitBytes); // bounded: a noisy server must not grow the test's memory
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const portal: Portal = { child, pid: child.pid ?? -1, port, baseUrl, dataDir, output: () => output, exited };
  try {
    await waitForHealth(portal, startTimeoutMs);
  } catch (error) {
    await killPortal(portal);
    throw error;
  }
  return portal;
}

async function waitForHealth(portal: Portal, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null || portal.child.signalCode !== null) {
      throw new Error(`server exited during start:\n${portal.output()}`);
    }
    try {
      const res = await fetch(`${portal.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${portal.output()}`);
}

const isRunning = (portal: Portal) => portal.child.exitCode === null && portal.child.signalCode === null;

/** SIGKILL: no shutdown handler runs, exactly like a crash or an OOM kill. */
export async function killPortal(portal: Portal) {
  if (isRunning(portal)) portal.child.kill('SIGKILL');
  await portal.exited;
}

/** Graceful stop (SIGTERM), escalating to SIGKILL if it takes longer than `timeoutMs`. */
export async function stopPortal(portal: Portal, timeoutMs = 15_000) {
  if (!isRunning(portal)) return portal.exited;
  portal.child.kill('SIGTERM');
  const timer = setTimeout(() => portal.child.kill('SIGKILL'), timeoutMs);
  try {
    return await portal.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The child's resident set size in MB, from /proc (Linux). */
export function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) / 1024;
}

/**
 * A signed-in browser, reduced to what the server checks: its session cookie, and an
 * Origin equal to PUBLIC_URL on writes (Better Auth and the app refuse others).
 */
export class PortalClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** Sent as X-Forwarded-For (the server runs with TRUST_PROXY=1, the address one hop from the right), so per-IP limits see distinct clients. */
    readonly clientIp?: string,
    /** The site's address (its PUBLIC_URL), sent as Origin on writes: the server's own unless several serve one site. */
    readonly origin = baseUrl,
  ) {}

  /** The same browser talking to a restarted server (on another port). */
  withBaseUrl(baseUrl: string) {
    const moved = new PortalClient(baseUrl, this.clientIp);
    moved.cookies = new Map(this.cookies);
    return moved;
  }

  /** The same browser (one cookie jar, one Origin) reaching the site through another of its instances. */
  via(baseUrl: string) {
    const other = new PortalClient(baseUrl, this.clientIp, this.origin);
    other.cookies = this.cookies;
    return other;
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  headers(init: HeadersInit = {}, method = 'GET') {
    const headers = new Headers(init);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', this.origin);
    if (this.clientIp) headers.set('x-forwarded-for', this.clientIp);
    return headers;
  }

  remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  async request(pathname: string, init: RequestInit & { json?: unknown; timeoutMs?: number } = {}) {
    const { json, timeoutMs = 30_000, ...rest } = init;
    const method = rest.method ?? 'GET';
    const headers = this.headers(rest.headers, method);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await fetch(new URL(pathname, this.baseUrl), {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...rest,
      method,
      headers,
      body,
    });
    this.remember(res);
    return res;
  }

  async json<T>(pathname: string, init: Parameters<PortalClient['request']>[1] = {}): Promise<{ status: number; body: T }> {
    const res = await this.request(pathname, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the failure message
    }
    return { status: res.status, body: body as T };
  }

  async signIn(email: string, password: string) {
    const { status, body } = await this.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
  }

  async userId() {
    const { status, body } = await this.json<{ user?: { id: string } } | null>('/api/auth/get-session');
    if (status !== 200 || !body?.user) throw new Error(`no session: ${status}`);
    return body.user.id;
  }
}

/** A multipart form with `bytes` as its `file` field, as the upload desk sends it. */
export function uploadForm(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), name);
  return form;
}

/**
 * An upload whose body trickles in (64 KiB every 20 ms) up to `holdAfter` bytes of the
 * multipart body and then stalls, like a slow client, until the kill cuts it off.
 * `holdAfter: 'file-sent'` sends the whole file and withholds only the closing `--\r\n`:
 * the server has then stored the file at its final key but not yet answered.
 */
export function startHeldUpload(client: PortalClient, name: string, pdf: Uint8Array, holdAfter: number | 'file-sent') {
  const boundary = `----held-upload-${Date.now()}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const whole = Buffer.concat([head, pdf, tail]);
  const limit = holdAfter === 'file-sent' ? whole.length - 4 : Math.min(holdAfter, whole.length - 1);

  let offset = 0;
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= limit) return new Promise<void>((resolve) => (release = resolve)); // stall until cancelled
      if (offset > 0) await sleep(20);
      const end = Math.min(offset + 64 * 1024, limit);
      controller.enqueue(whole.slice(offset, end));
      offset = end;
    },
    cancel: () => release(),
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  };
  let outcome = 'in flight';
  const settled = client.request('/api/uploads', { ...init, timeoutMs: 120_000 }).then(
    async (res) => void (outcome = `answered ${res.status}: ${await res.text()}`),
    () => void (outcome = 'cut off'),
  );
  return { settled, outcome: () => outcome };
}

let memberCounter = 0;

/**
 * Signs a fresh member up through the API and follows the verification link from the dev
 * mailbox, which signs them in (Better Auth's autoSignInAfterVerification).
 */
export async function signUpVerifiedMember(baseUrl: string, { clientIp }: { clientIp?: string } = {}) {
  memberCounter += 1;
  const email = `crash-${process.pid}-${Date.now()}-${memberCounter}@example.com`;
  const password = 'member-password-123';
  const client = new PortalClient(baseUrl, clientIp);
  const signUp = await client.json('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, firstName: 'Crash', lastName: `Member${memberCounter}`, university: 'University of York', lawBackground: true },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);

  // Read as the operator at this machine: the mailbox refuses the member's (proxied) address.
  const mailbox = await new PortalClient(baseUrl).json<{ messages: { to: string; text: string }[] }>('/api/dev/mailbox');
  const link = mailbox.body.messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification email for ${email}`);
  const verified = await client.request(link);
  await verified.body?.cancel();
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  if (!client.cookieHeader) await client.signIn(email, password);
  return { email, password, client, userId: await client.userId() };
}

/**
 * A valid PDF (one page naming `label`) of roughly `paddingBytes` more than its minimum:
 * the padding is an embedded file of random bytes, so no two PDFs are alike.
 */
export async function makePdf(label: string, paddingBytes = 0) {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(label);
  if (paddingBytes > 0) await doc.attach(randomBytes(paddingBytes), 'padding.bin', { mimeType: 'application/octet-stream' });
  return new Uint8Array(await doc.save()); // ArrayBuffer-backed, as Blob wants
}
