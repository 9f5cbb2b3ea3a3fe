import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations; the app applies them in-process at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
