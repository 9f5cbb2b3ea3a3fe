import type { DataStore, KvStore } from '@tus/server';
import type { MetadataValue } from '@tus/s3-store';
import type { Config } from '../../platform/config';
import { incompleteRecordingHours } from './recording.schema';

const expirationPeriodInMilliseconds = incompleteRecordingHours * 60 * 60 * 1000;

/**
 * No copy of an upload's state in this process: the S3 store would otherwise keep each
 * upload's `.info` in memory, and another instance that took the next chunk (or declared the
 * final length) would leave this one answering from a stale copy.
 */
const readThrough: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/**
 * Where tus writes takes: on the portal's own file storage, at the take's storage key under
 * the member's prefix. Local disk: the file store in the storage root (its `.json` beside the
 * file; one instance by definition). S3: the S3 store on the portal's bucket, its `.info`
 * object beside the file so every instance sees the same upload, and parts streamed through
 * small temporary files, never memory.
 */
export async function createRecordingStore(storage: Config['storage']): Promise<DataStore> {
  if (storage.kind === 's3') {
    // Loaded only when configured, like the S3 file storage itself.
    const { S3Store } = await import('@tus/s3-store');
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      cache: readThrough,
      expirationPeriodInMilliseconds,
      // Expiry is the portal's own sweep (the take's row knows when), not bucket lifecycle rules on tags.
      useTags: false,
      s3ClientConfig: {
        bucket: storage.bucket,
        region: storage.region,
        endpoint: storage.endpoint,
        forcePathStyle: storage.forcePathStyle,
        // A chunk is streamed with its length known; the SDK's default trailing checksum would
        // send it aws-chunked, which S3-compatible services (s3rver among them) store framing and all.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      },
    });
  }
  const { FileStore } = await import('@tus/file-store');
  return new FileStore({ directory: storage.dir, expirationPeriodInMilliseconds });
}

/** The files besides the take itself that a store keeps while it is being uploaded, for the orphan sweep to leave alone. */
export const uploadStateKeys = (storageKey: string) => [`${storageKey}.json`, `${storageKey}.info`, `${storageKey}.part`];
