/**
 * In the browser, zod must not try `new Function()` to compile its fast object parsers: the
 * Content Security Policy forbids eval, and even the caught attempt is reported as a policy
 * violation (Lighthouse's best-practices audit lists it). zod reads this setting from
 * globalThis before it builds its first schema, so it is set here, in a module the root
 * route loads before any page's schemas. The server keeps zod's faster compiled parsers.
 */
if (typeof document !== 'undefined') {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
}

export {};
