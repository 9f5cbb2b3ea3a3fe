import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getViewer } from '@server/features/auth/viewer';
import routes from '~/routes';
import { pageAccess, pageWriteAccess } from '~/page-access';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext } from '../support/page-context';
import { signedInCallers } from '../support/factories';
import { expectRefusalsChangeNothing, jobsSettled } from './support/database-digest';
import { hostileText, validSamples } from './support/hostile-values';

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type PageAction = { path: string; file: string; action: (args: unknown) => Promise<unknown> };
type Post = { label: string; fields?: [string, string][]; body?: BodyInit; contentType?: string };
type Answer = { status: number; formError?: string };

const appDir = path.resolve('app');

/** Every page route with an action, from the route list, with its full path. */
async function pageActions(): Promise<PageAction[]> {
  const flat = (entries: RouteEntry[], parent = ''): { path: string; file: string }[] =>
    entries.flatMap((entry) => {
      // A layout route (an area, ADR 0038) adds no segment to its pages' paths.
      const full = entry.path ? `${parent}/${entry.path}` : parent;
      return [{ path: full || '/', file: entry.file }, ...flat(entry.children ?? [], full)];
    });
  const found: PageAction[] = [];
  const seen = new Set<string>();
  for (const { path: routePath, file } of flat(routes as RouteEntry[])) {
    if (seen.has(file)) continue;
    seen.add(file);
    const module = (await import(path.join(appDir, file))) as { action?: PageAction['action'] };
    if (module.action) found.push({ path: routePath, file, action: module.action });
  }
  return found;
}

/** The source of a route module and the feature modules it imports (two levels): where its forms are. */
async function formSources(file: string) {
  const sources: string[] = [];
  const visit = async (absolute: string, depth: number) => {
    const text = await readFile(absolute, 'utf8').catch(() => '');
    sources.push(text);
    if (depth === 0) return;
    for (const [, imported] of text.matchAll(/from '~\/(features\/[^']+)'/g)) {
      for (const extension of ['.tsx', '.ts']) await visit(path.join(appDir, `${imported}${extension}`), depth - 1);
    }
  };
  await visit(path.join(appDir, file), 2);
  return sources.join('\n');
}

/** The intents a page's forms send, and the field names they carry, read from their source. */
function formsOf(source: string) {
  const intents = new Set<string>(['']);
  for (const pattern of [/[iI]ntent\w*\s*=\s*'([\w-]+)'/g, /intent\s*===\s*'([\w-]+)'/g, /kind\s*===\s*'([\w-]+)'/g, /rowIntent\('([\w-]+)'/g]) {
    for (const [, intent] of source.matchAll(pattern)) intents.add(intent!);
  }
  const rows = /rowIntent|readIntent/.test(source);
  const withRows = [...intents].flatMap((intent) => (rows && intent ? [intent, `${intent}:${randomUUID()}`] : [intent]));
  const names = new Set([...source.matchAll(/name="([\w.]+)"/g)].map(([, name]) => name!));
  names.delete('intent');
  return { intents: withRows, names: [...names] };
}

/** A form's text for a sample value: checkboxes "on", a list's first entry, a nested field by its dotted name. */
function formValue(samples: Record<string, unknown>, name: string): string | undefined {
  const value = name.split('.').reduce<unknown>((inner, key) => (inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined), samples);
  if (value === true) return 'on';
  if (value === false || value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return String(value[0]);
  return typeof value === 'object' ? undefined : String(value);
}

/** What an action answered, or threw as its answer: a Response, `data()`, or plain data. */
function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status };
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: { formError?: string } | null; init: ResponseInit | null };
    return { status: init?.status ?? 200, formError: data?.formError };
  }
  return { status: 200, formError: (result as { formError?: string } | undefined)?.formError };
}

const contentTypeCases: Post[] = [
  { label: 'no body, no content type' },
  { label: 'JSON', body: '{"intent":"x"}', contentType: 'application/json' },
  { label: 'text/plain', body: 'intent=x', contentType: 'text/plain' },
  { label: 'a malformed multipart body', body: '--x\r\ngarbage', contentType: 'multipart/form-data; boundary=x' },
  { label: 'a urlencoded body with broken escapes', body: 'intent=%ZZ&a=%00', contentType: 'application/x-www-form-urlencoded' },
];

/**
 * Every page action in the route list, with every field its forms carry (read from their
 * source), attacked one field at a time with the generated hostile corpus, under each intent
 * its forms send, as the kind of person the page is for. No answer may be a 5xx or a thrown
 * fault, and a refusal changes nothing; a post that is not a form is refused as one.
 */
describe('a generated hostile corpus on every field of every page action', () => {
  let t: TestApp;
  const contexts: Record<string, Awaited<ReturnType<typeof pageContext>>> = {};
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const cookies = await signedInCallers(t);
    for (const [who, cookie] of Object.entries(cookies)) {
      const viewer = cookie ? await getViewer(t.services, new Headers({ cookie })) : null;
      contexts[who] = await pageContext({ services: t.services, viewer, clientAddress: '198.51.100.7', requestId: 'hostile' });
    }
  });
  afterAll(() => t.close());

  const contextFor = (routePath: string) => {
    // A public page whose forms are a member's (the hub) is posted to as its forms require.
    const access = pageWriteAccess[routePath] ?? pageAccess[routePath] ?? 'anyone';
    if (access === 'coach') return contexts.coach!;
    if (access === 'anyone') return contexts.anyone!;
    return contexts.subscriber!;
  };

  let counter = 0;
  async function post(page: PageAction, { label, fields, body, contentType }: Post): Promise<Answer> {
    const headers = new Headers({ origin: testOrigin, 'x-forwarded-for': `198.51.100.${++counter % 250}` });
    if (contentType) headers.set('content-type', contentType);
    const url = new URL(page.path.replace(/:[a-zA-Z]+/g, () => randomUUID()), testOrigin);
    const request = new Request(url, { method: 'POST', headers, body: fields ? new URLSearchParams(fields) : body });
    const params = Object.fromEntries([...page.path.matchAll(/:([a-zA-Z]+)/g)].map(([, name]) => [name, randomUUID()]));
    let answer: Answer;
    try {
      answer = answerOf(await page.action({ request, context: contextFor(page.path), params }));
    } catch (thrown) {
      if (thrown instanceof Error) throw new Error(`${page.path} with ${label} threw: ${thrown.message}`, { cause: thrown });
      answer = answerOf(thrown);
    }
    expect(answer.status, `${page.path} with ${label}`).toBeLessThan(500);
    return answer;
  }

  const attack = (page: PageAction, posts: Post[]) => expectRefusalsChangeNothing(t, page.path, posts, (p) => post(page, p));

  /** The fields one intent's form takes: all the page's names, less those its schema calls unrecognised. */
  async function fieldsFor(page: PageAction, intent: string, names: string[]) {
    const samples = validSamples();
    let fields = names.flatMap((name) => {
      const value = formValue(samples, name);
      return value === undefined ? [] : [[name, value] as [string, string]];
    });
    for (let round = 0; round < 4; round++) {
      const { formError = '' } = await post(page, { label: `discovery ${intent}`, fields: [...(intent ? [['intent', intent] as [string, string]] : []), ...fields] });
      await jobsSettled(t);
      if (!/^Unrecognized key/.test(formError)) break;
      const unknown = [...formError.matchAll(/"([^"]+)"/g)].map(([, key]) => key);
      fields = fields.filter(([name]) => !unknown.includes(name));
    }
    return fields;
  }

  it('answers no 5xx and changes nothing when it refuses', async () => {
    const pages = await pageActions();
    expect(pages.length).toBeGreaterThan(15);
    let sent = 0;
    let fieldsAttacked = 0;
    for (const page of pages) {
      sent += await attack(page, contentTypeCases);
      const { intents, names } = formsOf(await formSources(page.file));
      for (const intent of intents) {
        const fields = await fieldsFor(page, intent, names);
        const intentField: [string, string][] = intent ? [['intent', intent]] : [];
        for (const [name] of fields) {
          fieldsAttacked++;
          const posts = hostileText.map((value) => ({
            label: `${intent || 'no intent'} ${name}=${JSON.stringify(value).slice(0, 24)}`,
            fields: [...intentField, ...fields.map(([other, sample]): [string, string] => [other, other === name ? value : sample])],
          }));
          sent += await attack(page, posts);
        }
      }
    }
    console.log(`hostile-page-fields: ${sent} posts over ${fieldsAttacked} fields of ${pages.length} page actions, no server errors`);
    expect(fieldsAttacked).toBeGreaterThan(40);
  }, 900_000);
});
