import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { islandsBuildRecordFile } from '../platform/paths';

/** What the islands' build records (`vite.islands.config.ts`). */
const buildRecord = z.object({ script: z.string().startsWith('/assets/') });

let built: string | undefined;

/**
 * The URL of the plain pages' islands script (ADR 0051): in development Vite serves its source;
 * a build names the file it wrote, read once.
 */
export function islandsScriptUrl({ development }: { development: boolean }) {
  if (development) return '/app/islands/boot.client.ts';
  if (built) return built;
  let text: string;
  try {
    text = readFileSync(islandsBuildRecordFile, 'utf8');
  } catch {
    throw new Error(`${islandsBuildRecordFile} is missing: the islands' build did not run (npm run build runs it)`);
  }
  built = buildRecord.parse(JSON.parse(text)).script;
  return built;
}
