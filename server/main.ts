import { limitV8Memory } from './platform/v8-memory';

// Production entry (`npm start`). The V8 flags must be set before the server's dependencies
// load, so everything else is imported only afterwards (a static import would load first).
limitV8Memory();
await import('./serve');
