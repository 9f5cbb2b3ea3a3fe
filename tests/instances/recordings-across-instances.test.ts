import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '@server/db/demo-accounts';
import { createS3Client } from '@server/platform/storage/s3-storage';
import { PortalClient } from '../security/support/portal-process';
import { takeMetadata } from '../support/interview-attempt';
import { liveWebm } from '../support/live-webm';
import { openInterviewAttempt, twoInstancesOfOneSite } from './portal-instance';

/**
 * One recorded take whose chunks reach two instances in turn, as happens when a load balancer
 * sends each request of a resumed upload wherever it likes: on one PostgreSQL database (the
 * lock) and one bucket (tus's upload state), the chunks still form one file.
 */

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const member = demoAccounts.find((account) => account.email === 'member@clearpath.test')!;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a recorded take across two portal processes (skipped without TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    const instances = twoInstancesOfOneSite('portal-recordings-');
    // Names for what the fixture started, as the tests below use them.
    let { a, b, s3, admin, site } = instances;
    beforeAll(() => void ({ a, b, s3, admin, site } = instances));


    it('takes a take’s chunks on A and B in turn and forms one file, played back by either', async () => {
      const onA = new PortalClient(a.url, undefined, site.publicUrl);
      await onA.signIn(member.email, demoPassword);
      const onB = onA.via(b.url);
      const attempt = await openInterviewAttempt(admin, await onA.userId());
      const tus = { 'tus-resumable': '1.0.0' };

      const created = await onA.request('/api/recordings', { method: 'POST', headers: { ...tus, 'upload-defer-length': '1', 'upload-metadata': takeMetadata(attempt, 'video/webm') } });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;

      // Chunks of a few seconds of video each, below S3's smallest part: the bucket holds the pending bytes between them.
      // The take starts as a WebM does, as the server checks.
      const video = randomBytes(10 * MiB);
      video.set(liveWebm());
      const cuts = [0, 3 * MiB, 6 * MiB, 9 * MiB, video.length];
      const instances = [onA, onB, onA, onB];
      for (const [i, client] of instances.entries()) {
        const [from, to] = [cuts[i]!, cuts[i + 1]!];
        // Each instance first answers where the take stands, as a resuming client asks.
        const head = await client.request(location, { method: 'HEAD', headers: tus });
        expect(head.headers.get('upload-offset'), `HEAD on chunk ${i + 1}: ${head.status} ${await head.clone().text()}`).toBe(String(from));
        const last = to === video.length;
        const sent = await client.request(location, {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream', ...(last ? { 'upload-length': String(video.length) } : {}) },
          body: new Uint8Array(video.subarray(from, to)),
        });
        expect(sent.status, `chunk ${i + 1}: ${sent.status === 204 ? '' : await sent.text()}`).toBe(204);
        expect(sent.headers.get('upload-offset')).toBe(String(to));
      }

      const id = location.split('/').pop()!;
      const row = await admin.query<{ status: string; received_bytes: string; storage_key: string }>('select status, received_bytes, storage_key from recordings where id = $1', [id]);
      expect(row.rows[0]).toMatchObject({ status: 'ready', received_bytes: String(video.length) });
      const { Body } = await createS3Client(s3.location).send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.rows[0]!.storage_key }));
      expect(sha256(await Body!.transformToByteArray())).toBe(sha256(video));

      const whole = await onB.request(location);
      expect(whole.status).toBe(200);
      expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(video));
      const part = await onA.request(location, { headers: { range: `bytes=${5 * MiB}-${5 * MiB + 99}` } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(5 * MiB, 5 * MiB + 100))).toBe(true);
    });
  },
);
