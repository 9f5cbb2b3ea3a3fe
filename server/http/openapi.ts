import type { ApiRoute } from '../features/kit/route-table';

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

/** The API described from the route table itself, so the description cannot drift from it. */
export function buildOpenApi(routes: ApiRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const parameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary ?? `${route.method} ${path}`,
      description: `Who may call it: ${accessText[route.access]}`,
      'x-access': route.access,
      ...(parameters.length ? { parameters } : {}),
      ...(route.access === 'anyone' ? {} : { security: [{ session: [] }] }),
      responses: {
        default: { description: 'Errors use the contract error shape.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Clearpath Law Coaching portal API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      schemas: { Error: errorSchema },
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** A plain, script-free HTML page listing every endpoint (the CSP allows no CDN viewers). */
export function renderApiDocs(routes: ApiRoute[]) {
  const rows = routes
    .map(
      (route) =>
        `<tr><td><code>${route.method}</code></td><td><code>/api${escapeHtml(route.path)}</code></td><td>${escapeHtml(route.summary ?? '')}</td><td>${route.access}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API | Clearpath Law Coaching</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>Portal API</h1><p>JSON in and out; errors are <code>{"error":{"code","message","fields"?}}</code>. The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
