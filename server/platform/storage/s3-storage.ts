import { pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, sizeLimit, type FileStorage } from './storage';

export type S3Location = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
};

/** S3's smallest multipart part: the most one upload holds in memory at a time. */
const partBytes = 5 * 1024 * 1024;

/** Credentials come from the AWS SDK's standard chain (environment, profile, instance role). */
export const createS3Client = ({ region, endpoint, forcePathStyle }: S3Location) =>
  new S3Client({ region, endpoint, forcePathStyle });

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound');

/**
 * Files in a private S3-compatible bucket. An object only appears once S3 has all of it (one
 * PUT, or a completed multipart upload), so an interrupted or oversize write leaves nothing
 * at the key; an aborted multipart upload is discarded by the SDK.
 */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  const head = async (key: string) => {
    assertSafeKey(key);
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    async put(key, body, { maxBytes } = {}) {
      assertSafeKey(key);
      const limit = sizeLimit(maxBytes);
      let bodyError: Error | undefined;
      // pipeline() carries an error from either side to the other, so the upload sees it.
      const counted = pipeline(body, limit.stream, (error) => {
        bodyError ??= error ?? undefined;
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted },
        partSize: partBytes,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's own failure (too large, connection cut) is the reason to report, not
        // what S3 said while the SDK aborted the multipart upload because of it.
        throw bodyError ?? error;
      }
      return { size: limit.bytes() };
    },
    async get(key, range) {
      assertSafeKey(key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
      // In Node the SDK's body is an http.IncomingMessage, a Readable.
      return Body as Readable;
    },
    async exists(key) {
      return (await head(key)) !== undefined;
    },
    async modifiedAt(key) {
      return (await head(key))?.LastModified;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(prefix) {
      assertSafeKey(prefix);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${prefix}/` })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys;
    },
  };
}

/** Opens the bucket, failing at start with a clear message when it cannot be reached. */
export async function openS3Storage(location: S3Location): Promise<FileStorage> {
  const client = createS3Client(location);
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } catch (error) {
    const reason = error instanceof Error ? error.name : String(error);
    throw new Error(`S3 bucket "${location.bucket}" cannot be reached (${reason}); check S3_* and the AWS credentials`);
  }
  return createS3Storage(client, location.bucket);
}
