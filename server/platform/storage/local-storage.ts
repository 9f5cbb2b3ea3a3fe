import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, sizeLimit, type FileStorage } from './storage';

/**
 * Files on local disk under `root`. Writes go to a temporary file first and are renamed
 * into place, so a crash or an oversize upload never leaves a partial file at a real key.
 * Folders exist only while they hold files, as with object storage: deleting a folder's
 * last file removes the folder (an erased member leaves no `members/<id>/...` behind).
 */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const tmpDir = path.join(root, '.tmp');

  return {
    async put(key, body, { maxBytes } = {}) {
      const target = resolve(key);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const limit = sizeLimit(maxBytes);
      try {
        await pipeline(body, limit.stream, createWriteStream(tmp, { mode: 0o600 }));
        await moveIntoPlace(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { size: limit.bytes() };
    },
    async get(key, range) {
      const file = resolve(key);
      await stat(file); // fail with ENOENT now rather than mid-stream
      return createReadStream(file, range);
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async modifiedAt(key) {
      try {
        return (await stat(resolve(key))).mtime;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await removeEmptyFolders(root, path.dirname(file));
    },
    async list(prefix) {
      const dir = resolve(prefix);
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

/** A delete of a folder's last file may remove the folder before the rename: make it again. */
async function moveIntoPlace(tmp: string, target: string) {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      return await rename(tmp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
    }
  }
}

/** Removes `dir` and its parents below `root` while they are empty. */
async function removeEmptyFolders(root: string, dir: string) {
  const top = path.resolve(root);
  for (let current = path.resolve(dir); current.startsWith(top + path.sep); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
    }
  }
}

/** Removes temporary files left by a crash mid-write. Called at start. */
export async function sweepLocalStorageTemp(root: string) {
  await rm(path.join(root, '.tmp'), { recursive: true, force: true });
}
