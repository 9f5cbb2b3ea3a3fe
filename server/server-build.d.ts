/** React Router's page bundle as the Vite build and dev server provide it (server/serve.ts, server/dev.ts). */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';

  const build: ServerBuild;
  export = build;
}
