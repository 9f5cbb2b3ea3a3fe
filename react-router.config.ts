import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // React Router 8's behaviour, adopted ahead of the upgrade (its future-flag guide says what
  // each changes). `v8_middleware`: each area of the site is guarded once, by its layout
  // route's middleware (ADR 0038). `v8_passThroughRequests` hands loaders the raw request (a
  // data request's URL ends in `.data`): loaders read the location from their `url` argument
  // instead. `v8_viteEnvironmentApi` builds each bundle as a Vite environment: the server
  // bundle's own settings live under `environments.ssr` in vite.config.ts.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
