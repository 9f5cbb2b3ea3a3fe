import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found by walking up from this module (source or bundled build). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const clientBuildDir = path.join(projectRoot, 'build/client');
/** Written by the islands' build (`vite.islands.config.ts`): the script plain member pages load (ADR 0051). Outside build/client, so it is never served. */
export const islandsBuildRecordFile = path.join(projectRoot, 'build/islands.json');
