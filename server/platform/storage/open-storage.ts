import type { Config } from '../config';
import { createLocalStorage, sweepLocalStorageTemp } from './local-storage';
import type { FileStorage } from './storage';

/** The configured file store, ready to use: a reachable bucket, or a local root swept of crash leftovers. */
export async function openStorage(storage: Config['storage']): Promise<FileStorage> {
  if (storage.kind === 's3') {
    // Loaded only when configured: the AWS SDK would cost the embedded default memory and start time.
    const { openS3Storage } = await import('./s3-storage');
    return openS3Storage(storage);
  }
  await sweepLocalStorageTemp(storage.dir);
  return createLocalStorage(storage.dir);
}
