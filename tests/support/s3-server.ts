import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks request signatures against these. */
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3 protocol server (s3rver) on a free loopback port, with one empty bucket. `env` is
 * what a portal process needs to use it, credentials included (the SDK's standard chain reads
 * them from the environment).
 */
export async function startS3Server(bucket = 'portal-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...credentials },
    location: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    /** Puts the credentials where the AWS SDK's default chain finds them, in this process. */
    useCredentials: () => Object.assign(process.env, credentials),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
