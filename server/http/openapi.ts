import { z } from 'zod';
import { recordingTypes } from '../features/recordings/recording-type';
import { pathParamNames, type ApiRoute, type HandlerRefusal, type SuccessResponse } from '../features/kit/route-table';

const accessText: Record<ApiRoute['access'], string> = {
  anyone: 'Anyone.',
  member: 'A signed-in member (session cookie).',
  subscriber: 'A member with an active subscription.',
  coach: 'A coach (role admin).',
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        reason: { type: 'string' },
      },
    },
  },
};

type ErrorStatus = HandlerRefusal | 401 | 500;

const errorText: Record<ErrorStatus, string> = {
  400: 'The body, query or request is not acceptable (`fields` names each problem).',
  401: 'Not signed in.',
  403: 'Signed in without the access this needs, or a write from another site.',
  404: 'No such resource, or a path parameter of the wrong shape.',
  409: 'The resource is not in a state that allows this.',
  410: 'Gone: the link has expired, or the upload takes no more bytes.',
  411: 'A body of unknown length where its length is needed (`Content-Length`).',
  413: 'The body is too large.',
  412: 'A tus request without the protocol version it needs (`Tus-Resumable: 1.0.0`).',
  415: 'The body is not of a type this takes.',
  416: 'The range asked for lies outside the file (`Content-Range` gives its size).',
  422: 'Understood but refused (a code or choice that cannot be used).',
  423: 'Another request is still writing this resource; try again after `Retry-After` seconds.',
  429: 'Too many attempts; try again later.',
  500: 'Something went wrong on our side.',
  502: 'The payment provider did not answer as expected.',
};

const writes = new Set<ApiRoute['method']>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals an operation can answer: those its declaration implies, and those its handler names. */
export function refusalsOf(route: ApiRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.refusals ?? []);
  const readsBody = Boolean(route.body || route.multipart || route.streamedBody);
  if (readsBody || route.query) statuses.add(400);
  if (route.access !== 'anyone') statuses.add(401);
  // Writes from another site are refused before any route (server/http/security.ts).
  if (route.access === 'subscriber' || route.access === 'coach' || writes.has(route.method)) statuses.add(403);
  if (pathParamNames(route.path).length > 0) statuses.add(404);
  // Every write's body is capped before any route reads it (server/http/json-body-limit.ts), even one that takes none.
  if (readsBody || writes.has(route.method)) statuses.add(413);
  statuses.add(500);
  return [...statuses].sort();
}

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema; requests are described as sent, answers as built. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...described } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return described;
}

const documentTypes = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const binary = (type: string) => ({ schema: { type: 'string', contentMediaType: type } });
const binaryContent = (types: readonly string[]) => ({ content: Object.fromEntries(types.map((kind) => [kind, binary(kind)])) });

function successContent(response: SuccessResponse) {
  const type = response.type ?? 'application/json';
  if (type === 'none') return {};
  if (type === 'document') return binaryContent(documentTypes);
  // A take stored before types were checked, of no container we record, is served as plain bytes.
  if (type === 'recording') return binaryContent([...recordingTypes, 'application/octet-stream']);
  if (type === 'application/json') return { content: { [type]: { schema: response.schema ? jsonSchemaOf(response.schema, 'output') : {} } } };
  const textual = type.startsWith('text/') || type === 'message/rfc822';
  return { content: { [type]: textual ? { schema: { type: 'string' } } : binary(type) } };
}

function requestBodyOf(route: ApiRoute) {
  if (route.multipart) {
    const properties = Object.fromEntries(
      Object.entries(route.multipart.fields).map(([name, kind]) => [name, kind === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' }]),
    );
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: route.multipart.required } } } };
  }
  if (route.streamedBody) {
    const { type, description, optional } = route.streamedBody;
    return { required: !optional, description, content: { [type]: binary(type) } };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } };
}

function parametersOf(route: ApiRoute) {
  const inPath = pathParamNames(route.path).map((name) => {
    const schema = jsonSchemaOf(route.params![name]!, 'input') as { example?: string };
    return { name, in: 'path', required: true, schema, ...(schema.example ? { example: schema.example } : {}) };
  });
  const queryShape = route.query ? (jsonSchemaOf(route.query, 'input') as { properties?: Record<string, object>; required?: string[] }) : {};
  const inQuery = Object.entries(queryShape.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: queryShape.required?.includes(name) ?? false,
    schema,
  }));
  const inHeaders = Object.entries(route.headers ?? {}).map(([name, header]) => ({
    name,
    in: 'header',
    required: header.required ?? false,
    description: header.description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

/** Every status an operation answers, with its content: the ones its handler declares, then the refusals. */
export function responsesOf(route: ApiRoute) {
  const responses: Record<string, object> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const redirect = status === '302' || status === '303';
    responses[status] = {
      description: response.description,
      ...(redirect ? { headers: { Location: { schema: { type: 'string' }, description: 'Where to go next.' } } } : successContent(response)),
      ...(response.headers
        ? { headers: Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { schema: { type: 'string' }, description }])) }
        : {}),
    };
  }
  // A browser opening a signed-in GET while signed out is sent to log in and back (access.ts).
  if (route.method === 'GET' && route.access !== 'anyone') {
    responses['303'] ??= { description: 'A browser navigation while signed out: sent to log in, then back.', headers: { Location: { schema: { type: 'string' } } } };
  }
  for (const status of refusalsOf(route)) {
    responses[status] = { description: errorText[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return responses;
}

/** The API described from the route table itself, so the description cannot drift from it. */
export function buildOpenApi(routes: ApiRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const parameters = parametersOf(route);
    const requestBody = requestBodyOf(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary ?? `${route.method} ${path}`,
      description: `Who may call it: ${accessText[route.access]}`,
      tags: [tagOf(route.path)],
      'x-access': route.access,
      security: route.access === 'anyone' ? [] : [{ session: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(route),
    };
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.path)))].sort().map((name) => ({ name, description: `The ${name} routes.` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clearpath Law Coaching portal API',
      version: '1.0.0',
      description: 'JSON in and out; every refusal has the one Error shape. Built from the route table the server mounts.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      schemas: { Error: errorSchema },
    },
  };
}

/** Operations are grouped by the first segment of their path (`admin` by its second). */
function tagOf(path: string) {
  const [first, second] = path.split('/').filter(Boolean);
  return first === 'admin' && second ? `admin-${second.replace(/\W.*$/, '')}` : first!.replace(/\W.*$/, '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** A plain, script-free HTML page listing every endpoint (the CSP allows no CDN viewers). */
export function renderApiDocs(routes: ApiRoute[]) {
  const rows = routes
    .map(
      (route) =>
        `<tr><td><code>${route.method}</code></td><td><code>/api${escapeHtml(route.path)}</code></td><td>${escapeHtml(route.summary ?? '')}</td><td>${route.access}</td><td><code>${route.operationId}</code></td><td>${Object.keys(route.responses).join(', ')}; ${refusalsOf(route).join(', ')}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API | Clearpath Law Coaching</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:80rem;margin:2rem auto;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>Portal API</h1><p>JSON in and out; errors are <code>{"error":{"code","message","fields"?}}</code>. The machine-readable description, with every body, answer and refusal, is at <a href="/api/openapi.json">/api/openapi.json</a>; a wrong method on a known path is a 405 naming the right ones in <code>Allow</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th><th>Operation</th><th>Statuses</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
