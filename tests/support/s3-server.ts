import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks request signatures against these. */
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** What `read` gives, or `absent` when the file or folder does not exist (yet, or any more). */
async function ifPresent<T, A>(read: Promise<T>, absent: A): Promise<T | A> {
  try {
    return await read;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return absent;
    throw error;
  }
}

/**
 * A real S3 protocol server (s3rver) on a free loopback port, with one empty bucket. `env` is
 * what a portal process needs to use it, credentials included (the SDK's standard chain reads
 * them from the environment).
 */
export async function startS3Server(bucket = 'portal-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(multipartPartsAnswered(path.join(directory, bucket, '._S3rver_uploads')));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...credentials },
    location: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    /** Puts the credentials where the AWS SDK's default chain finds them, in this process. */
    useCredentials: () => Object.assign(process.env, credentials),
    /**
     * Multipart uploads begun and neither completed nor aborted, with how many parts each has
     * received: they never show in ListObjectsV2. s3rver does not answer ListMultipartUploads,
     * so they are read from its directory.
     */
    async pendingMultipartUploads() {
      const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
      return Promise.all(
        (await ifPresent(readdir(uploadsDir), [])).map(async (id) => ({
          // s3rver writes the key just after making the upload's folder.
          key: await ifPresent(readFile(path.join(uploadsDir, id, 'key'), 'utf8'), undefined),
          // ...and a part's checksum once the whole part is stored.
          parts: (await ifPresent(readdir(path.join(uploadsDir, id)), [])).filter((name) => name.endsWith('.md5')).length,
        })),
      );
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver keeps a multipart upload's parts in a folder of its own but answers neither
 * ListParts nor AbortMultipartUpload, which a resumable upload to S3 needs (tus's S3 store
 * asks which parts arrived before it takes the next chunk, and aborts a terminated upload).
 * This answers both from that folder, as S3 does.
 */
function multipartPartsAnswered(uploadsDir: string) {
  return async (ctx: Parameters<S3rver['middleware'][number]>[0], next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const uploadDir = path.join(uploadsDir, uploadId);
    const names = await ifPresent(readdir(uploadDir), undefined);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [{ size }, md5] = await Promise.all([stat(path.join(uploadDir, String(n))), readFile(path.join(uploadDir, `${n}.md5`), 'utf8')]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    const key = await readFile(path.join(uploadDir, 'key'), 'utf8');
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
