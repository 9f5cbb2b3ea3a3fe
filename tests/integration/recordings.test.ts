import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { getRequestListener } from '@hono/node-server';
import { Upload } from 'tus-js-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '@server/db/schema';
import { recordingAllowanceBytes } from '@server/features/recordings/recording.schema';
import { sweepExpiredRecordings } from '@server/features/recordings/sweep-expired-recordings';
import { sweepOrphanMemberFiles } from '@server/features/uploads/sweep-orphan-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { openInterviewAttempt, takeMetadata } from '../support/interview-attempt';
import { durationTicksOf, liveWebm } from '../support/live-webm';

/** A WebM's first bytes (as the server checks a take's start), then bytes that differ along their length, so a chunk written at the wrong offset shows. */
function videoBytes(size: number) {
  const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) % 256));
  Buffer.from(liveWebm()).copy(bytes, 0, 0, Math.min(size, liveWebm().length));
  return bytes;
}

describe.each(['local', 's3'] as const)('recordings over tus (%s storage)', (storage) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let other: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    t = await createTestApp({}, { storage });
    member = await signedInMember(t);
    other = await signedInMember(t);
  });
  afterAll(() => t?.close());

  const stored = async (key: string) => buffer(await t.services.storage.get(key));
  const rowOf = async (id: string) => (await t.services.db.select().from(recordings).where(eq(recordings.id, id)))[0];

  const tus = (cookie: string, headers: Record<string, string> = {}) => ({ cookie, 'tus-resumable': '1.0.0', ...headers });

  async function createTake(cookie: string, attempt: { attemptId: string; questionId: string }) {
    const res = await t.request('/api/recordings', {
      method: 'POST',
      headers: tus(cookie, { 'upload-defer-length': '1', 'upload-metadata': takeMetadata(attempt) }),
    });
    return res;
  }

  // With its length, as a browser sends a chunk (a take of deferred length needs it).
  const patch = (cookie: string, location: string, offset: number, body: Buffer, extra: Record<string, string> = {}) =>
    t.request(location, {
      method: 'PATCH',
      headers: tus(cookie, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(body.length), ...extra }),
      body: new Uint8Array(body),
    });

  const head = (cookie: string, location: string) => t.request(location, { method: 'HEAD', headers: tus(cookie) });

  it('creates a take, takes it in chunks, answers the offset after a cut and finishes it into one playable file', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const created = await createTake(member.cookie, attempt);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/recordings\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop()!;

    const video = videoBytes(300_000);
    expect((await patch(member.cookie, location, 0, video.subarray(0, 100_000))).headers.get('upload-offset')).toBe('100000');
    // The connection drops; the client asks where to resume.
    const offset = await head(member.cookie, location);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe('100000');
    // A chunk sent at a stale offset is refused, in the API's error shape, and changes nothing.
    const stale = await patch(member.cookie, location, 0, video.subarray(0, 10));
    expect(stale.status).toBe(409);
    expect(stale.headers.get('tus-resumable')).toBe('1.0.0');

    const [row] = await t.services.db.select().from(recordings).where(eq(recordings.id, id));
    expect(row).toMatchObject({ userId: member.id, take: 1, status: 'uploading', receivedBytes: 100_000, contentType: 'video/webm;codecs="vp9,opus"' });
    expect(row!.storageKey).toBe(`members/${member.id}/recordings/${id}`);

    const last = await patch(member.cookie, location, 100_000, video.subarray(100_000), { 'upload-length': String(video.length) });
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe('300000');
    const [ready] = await t.services.db.select().from(recordings).where(eq(recordings.id, id));
    expect(ready).toMatchObject({ status: 'ready', receivedBytes: 300_000 });
    expect(ready!.completedAt).toBeInstanceOf(Date);

    expect((await stored(ready!.storageKey)).equals(video)).toBe(true);

    const whole = await t.request(location, { headers: { cookie: member.cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm;codecs="vp9,opus"');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
  });

  it('serves byte ranges for seeking, and 416 past the end', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    const video = videoBytes(5000);
    await patch(member.cookie, location, 0, video, { 'upload-length': '5000' });

    const part = await t.request(location, { headers: { cookie: member.cookie, range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/5000');
    expect(part.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await t.request(location, { headers: { cookie: member.cookie, range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(4990))).toBe(true);

    const past = await t.request(location, { headers: { cookie: member.cookie, range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */5000');
  });

  it('records the length the recorder measured, and serves a live WebM with it so a player can seek; the stored file stays as sent', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const created = await createTake(member.cookie, attempt);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    const webm = Buffer.from(liveWebm({ padding: 20_000 }));
    const duration = (body: unknown, cookie = member.cookie) => t.request(`${location}/duration`, { method: 'PUT', headers: { cookie }, json: body });

    await patch(member.cookie, location, 0, webm.subarray(0, 5000));
    const early = await duration({ durationSeconds: 42.4 });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toContain('still uploading');
    await patch(member.cookie, location, 5000, webm.subarray(5000), { 'upload-length': String(webm.length) });

    expect((await duration({ durationSeconds: 0 })).status).toBe(400);
    expect((await duration({ durationSeconds: 42.4 }, other.cookie)).status).toBe(404);
    const set = await duration({ durationSeconds: 42.4 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ id, durationSeconds: 42.4 });
    expect((await rowOf(id))!.durationSeconds).toBeCloseTo(42.4, 3);

    const whole = await t.request(location, { headers: { cookie: member.cookie } });
    const served = new Uint8Array(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(served.length);
    expect(served.length).toBe(webm.length + 11);
    expect(durationTicksOf(served)).toBeCloseTo(42_400, 0);
    // A range that spans the spliced header, and one past it, match the whole as served.
    const head = await t.request(location, { headers: { cookie: member.cookie, range: 'bytes=0-99' } });
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${served.length}`);
    expect(new Uint8Array(await head.arrayBuffer())).toEqual(served.subarray(0, 100));
    const tail = await t.request(location, { headers: { cookie: member.cookie, range: 'bytes=10000-' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(served.subarray(10_000));
    // The stored take is exactly what tus received.
    expect((await stored((await rowOf(id))!.storageKey)).equals(webm)).toBe(true);
  });

  it('answers another member 404 on every method, and refuses them a take on an attempt not theirs', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    await patch(member.cookie, location, 0, videoBytes(10), { 'upload-length': '10' });

    expect((await head(other.cookie, location)).status).toBe(404);
    expect((await patch(other.cookie, location, 10, videoBytes(5))).status).toBe(404);
    expect((await t.request(location, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await t.request(location, { method: 'DELETE', headers: { cookie: other.cookie } })).status).toBe(404);
    const foreign = await createTake(other.cookie, attempt);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toMatch(/No such question/);
  });

  it('refuses a take past the question’s takes with 409 naming them', async () => {
    const attempt = await openInterviewAttempt(t, member.id, { takes: 1 });
    expect((await createTake(member.cookie, attempt)).status).toBe(201);
    const second = await createTake(member.cookie, attempt);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe('This question allows 1 take, and you have recorded 1.');
  });

  it('refuses a take past the member’s allowance, naming it and what is used', async () => {
    const someone = await signedInMember(t);
    const attempt = await openInterviewAttempt(t, someone.id, { takes: 3 });
    const created = await createTake(someone.cookie, attempt);
    const id = created.headers.get('location')!.split('/').pop()!;
    // As if the first take had filled the allowance.
    await t.services.db
      .update(recordings)
      .set({ receivedBytes: recordingAllowanceBytes, reservedBytes: recordingAllowanceBytes, status: 'ready' })
      .where(eq(recordings.id, id));
    const refused = await createTake(someone.cookie, attempt);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Your recordings may take up 500 MB and your takes hold 500 MB (a take still uploading counts at the length it declared), so this does not fit. Delete takes you no longer need to make room.',
    );
  });

  it('deletes a take and its file (tus termination)', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    await patch(member.cookie, location, 0, videoBytes(100), { 'upload-length': '100' });
    const id = location.split('/').pop()!;
    const key = (await rowOf(id))!.storageKey;
    expect(await t.services.storage.exists(key)).toBe(true);

    const deleted = await t.request(location, { method: 'DELETE', headers: { cookie: member.cookie } });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await t.services.storage.list(`members/${member.id}/recordings/${id}`)).toEqual([]);
    expect(await t.services.storage.exists(key)).toBe(false);
    expect(await rowOf(id)).toBeUndefined();
    expect((await head(member.cookie, location)).status).toBe(404);
  });

  it('deletes a take still uploading, with what tus kept of it', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    await patch(member.cookie, location, 0, videoBytes(1000));
    const id = location.split('/').pop()!;
    expect((await t.request(location, { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBe(204);
    const left = await t.services.storage.list(`members/${member.id}/recordings`);
    expect(left.filter((key) => key.includes(id))).toEqual([]);
    if (t.s3) expect((await t.s3.pendingMultipartUploads()).filter(({ key }) => key?.includes(id))).toEqual([]);
  });

  it('removes an unfinished take once it has expired, and the orphan sweep leaves live takes alone', async () => {
    const someone = await signedInMember(t);
    const attempt = await openInterviewAttempt(t, someone.id, { takes: 3 });
    const stalled = (await createTake(someone.cookie, attempt)).headers.get('location')!;
    await patch(someone.cookie, stalled, 0, videoBytes(1000));
    const live = (await createTake(someone.cookie, attempt)).headers.get('location')!;
    await patch(someone.cookie, live, 0, videoBytes(1000));
    const finished = (await createTake(someone.cookie, attempt)).headers.get('location')!;
    await patch(someone.cookie, finished, 0, videoBytes(1000), { 'upload-length': '1000' });
    const [stalledId, liveId] = [stalled, live].map((url) => url.split('/').pop()!);
    await t.services.db.update(recordings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(recordings.id, stalledId!));

    // Every file of a live take (the take, and tus's state beside it) is referenced.
    expect(await sweepOrphanMemberFiles(t.services, { graceSeconds: 0, now: new Date(Date.now() + 60_000) })).toBe(0);
    expect(await sweepExpiredRecordings(t.services)).toBe(1);
    expect(await rowOf(stalledId!)).toBeUndefined();
    const left = await t.services.storage.list(`members/${someone.id}/recordings`);
    expect(left.filter((key) => key.includes(stalledId!))).toEqual([]);
    expect(left.some((key) => key.includes(liveId!))).toBe(true);
    // On S3 the stalled take's multipart upload is aborted too, not left holding storage.
    if (t.s3) expect((await t.s3.pendingMultipartUploads()).filter(({ key }) => key?.includes(stalledId!))).toEqual([]);
    expect((await patch(someone.cookie, live, 1000, videoBytes(10), { 'upload-length': '1010' })).status).toBe(204);
    expect((await head(someone.cookie, stalled)).status).toBe(404);
  });

  describe('with tus-js-client over HTTP', () => {
    let server: Server;
    let origin: string;
    /** The bytes each PATCH carried, as the client sent them. */
    const chunkBytes: number[] = [];

    beforeAll(async () => {
      const listener = getRequestListener(t.app.fetch);
      server = createServer((request: IncomingMessage, response) => {
        if (request.method === 'PATCH') chunkBytes.push(Number(request.headers['content-length'] ?? 0));
        void listener(request, response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('uploads a take in chunks and, after a cut, resumes sending only what was missing', async () => {
      const attempt = await openInterviewAttempt(t, member.id);
      const video = videoBytes(600 * 1024);
      const chunkSize = 128 * 1024;
      const options = {
        endpoint: `${origin}/api/recordings`,
        chunkSize,
        headers: { cookie: member.cookie },
        metadata: { ...attempt, filetype: 'video/webm' },
        retryDelays: [],
      };
      // The first upload is cut after two chunks.
      const location = await new Promise<string>((resolve, reject) => {
        const first: Upload = new Upload(video, {
          ...options,
          onChunkComplete: (_size, accepted) => {
            if (accepted >= 2 * chunkSize) void first.abort().then(() => resolve(first.url!));
          },
          onError: reject,
        });
        first.start();
      });
      const offset = Number((await head(member.cookie, new URL(location).pathname)).headers.get('upload-offset'));
      expect(offset).toBe(2 * chunkSize);

      chunkBytes.length = 0;
      await new Promise<void>((resolve, reject) => {
        new Upload(video, { ...options, uploadUrl: location, onSuccess: () => resolve(), onError: reject }).start();
      });
      expect(chunkBytes.reduce((sum, bytes) => sum + bytes, 0)).toBe(video.length - offset);

      const row = await rowOf(new URL(location).pathname.split('/').pop()!);
      expect(row).toMatchObject({ status: 'ready', receivedBytes: video.length });
      expect((await stored(row!.storageKey)).equals(video)).toBe(true);
    });
  });

  it('refuses a request without the tus version, and a chunk not sent as tus bytes', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const bare = await t.request('/api/recordings', { method: 'POST', headers: { cookie: member.cookie, 'upload-defer-length': '1', 'upload-metadata': takeMetadata(attempt) } });
    expect(bare.status).toBe(412);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    const wrongType = await patch(member.cookie, location, 0, videoBytes(10), { 'content-type': 'application/json' });
    expect(wrongType.status).toBe(400);
  });

  it('takes a chunk larger than the JSON body cap', async () => {
    const attempt = await openInterviewAttempt(t, member.id);
    const location = (await createTake(member.cookie, attempt)).headers.get('location')!;
    const big = videoBytes(3 * 1024 * 1024);
    const res = await patch(member.cookie, location, 0, big);
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(big.length));
  });
});
