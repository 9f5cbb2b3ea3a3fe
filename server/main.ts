import { letYoungGenerationGrow, limitV8Memory } from './platform/v8-memory';

// Production entry (`npm start`). The V8 flags must be set before the server's dependencies
// load, so everything else is imported only afterwards (a static import would load first).
limitV8Memory();
const { startBuiltProcess } = await import('./built-process');
await startBuiltProcess('the portal', async (config) => {
  const { servePortal } = await import('./serve');
  await servePortal(config);
  // Listening: from here the young generation grows with the traffic (ADR 0013).
  letYoungGenerationGrow();
});
