import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../platform/paths';

/** Written by the islands' build (`vite.islands.config.ts`), beside build/client rather than in it. */
const buildRecord = z.object({ script: z.string().startsWith('/assets/') });

let built: string | undefined;

/**
 * The URL of the plain pages' islands script (ADR 0051): in development Vite serves its source;
 * a build names the file it wrote, read once.
 */
export function islandsScriptUrl({ development }: { development: boolean }) {
  if (development) return '/app/islands/boot.client.ts';
  if (built) return built;
  const file = path.join(projectRoot, 'build/islands.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the islands' build did not run (npm run build runs it)`);
  }
  built = buildRecord.parse(JSON.parse(text)).script;
  return built;
}
