import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Each area of the site is guarded once, by its layout route's middleware (ADR 0038).
  future: { v8_middleware: true },
} satisfies Config;
