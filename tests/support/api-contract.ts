import Ajv2020 from '@redocly/ajv/dist/2020';
import type { ValidateFunction } from '@redocly/ajv/dist/2020';

type Media = { schema?: unknown };
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, Media> }> };
type Description = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Replaces each `#/components/schemas/X` reference with the component, so a schema stands alone. */
function inlineRefs(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) return inlineRefs(components[ref.slice('#/components/schemas/'.length)], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, components)]));
}

/**
 * Checks API answers against the description the app serves, with a JSON Schema validator
 * of its own (not the zod schemas it was made from): every status must be one the operation
 * documents, and a JSON body must have the documented shape.
 */
export function apiContract(fetchDescription: () => Promise<Description>) {
  let loaded: Promise<{ description: Description; routes: { pattern: RegExp; methods: Record<string, Operation> }[] }> | undefined;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();

  const load = () =>
    (loaded ??= fetchDescription().then((description) => ({
      description,
      // Literal segments before parameters, so `/admin/members.csv` is not read as a member id.
      routes: Object.entries(description.paths)
        .sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
        .map(([template, methods]) => ({
          pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
          methods,
        })),
    })));

  return {
    /** Throws, naming the operation, when an answer is not what the description says. */
    async check(method: string, pathname: string, response: Response) {
      const { description, routes } = await load();
      const asked = method.toLowerCase();
      const route = routes.find((candidate) => candidate.pattern.test(pathname));
      // A HEAD not described on its own is its GET without the body.
      const operation = route?.methods[asked] ?? (asked === 'head' ? route?.methods.get : undefined);
      // No such path (404) or method (405), or a write refused before routing (cross-site 403,
      // a body over the cap 413): answered before any operation, in the Error shape.
      if (!operation) {
        if (![403, 404, 405, 413].includes(response.status)) throw new Error(`${method} ${pathname} is not in the API description but answered ${response.status}`);
        return;
      }
      const documented = operation.responses[String(response.status)];
      if (!documented) {
        throw new Error(`${operation.operationId} answered ${response.status}, which the description does not list (${Object.keys(operation.responses).join(', ')})`);
      }
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (!documented.content || method.toUpperCase() === 'HEAD' || !contentType) return;
      const media = documented.content[contentType];
      if (!media) throw new Error(`${operation.operationId} ${response.status} answered ${contentType}, not ${Object.keys(documented.content).join(' or ')}`);
      // A compressed body is the compression middleware's work, checked by its own tests.
      if (contentType !== 'application/json' || response.headers.has('content-encoding')) return;
      const key = `${operation.operationId} ${response.status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(inlineRefs(media.schema ?? {}, description.components.schemas) as object);
        validators.set(key, validate);
      }
      const body: unknown = await response.clone().json();
      if (!validate(body)) {
        throw new Error(`${key} does not match the description: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`);
      }
    },
  };
}
