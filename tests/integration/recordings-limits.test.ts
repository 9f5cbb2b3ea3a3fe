import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings, reviewRecordings, reviewRequests, timedAttempts } from '@server/db/schema';
import { takeGraceSeconds } from '@server/features/interviews/interview-timing';
import { recordingAllowanceBytes } from '@server/features/recordings/recording.schema';
import { parseRecordingType } from '@server/features/recordings/recording-type';
import { recordingTypes as recorderTypes } from '~/features/interviews/recorder/recording-types';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { openInterviewAttempt, recordTake, takeMetadata } from '../support/interview-attempt';
import { liveWebm } from '../support/live-webm';

/*
 * What a member cannot do with recordings, tried: store past the allowance (one take at a
 * time or several at once), add to a take after its time, or store and serve a type or file
 * that is not a recording.
 */

const MiB = 1024 * 1024;
/** A take's bytes: a WebM's start, then padding. */
const webm = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(liveWebm()).copy(bytes, 0, 0, Math.min(size, liveWebm().length));
  return bytes;
};
const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('the recorder’s types', () => {
  it('are all ones the recordings API takes', () => {
    for (const type of [...recorderTypes.camera, ...recorderTypes.microphone])
      expect(parseRecordingType(type), type).toBeDefined();
  });
});

describe.each(['local', 's3'] as const)('recording limits (%s storage)', (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage });
  });
  afterAll(() => t?.close());

  const tus = (cookie: string, headers: Record<string, string> = {}) => ({
    cookie,
    'tus-resumable': '1.0.0',
    ...headers,
  });
  const create = (
    cookie: string,
    attempt: { attemptId: string; questionId: string },
    headers: Record<string, string> = { 'upload-defer-length': '1' },
    filetype?: string,
  ) =>
    t.request('/api/recordings', {
      method: 'POST',
      headers: tus(cookie, { 'upload-metadata': takeMetadata(attempt, filetype), ...headers }),
    });
  const patch = (
    cookie: string,
    location: string,
    offset: number,
    body: Uint8Array,
    extra: Record<string, string> = {},
  ) =>
    t.request(location, {
      method: 'PATCH',
      headers: tus(cookie, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
        ...extra,
      }),
      body: new Uint8Array(body),
    });
  const rowOf = async (location: string) =>
    (
      await t.services.db
        .select()
        .from(recordings)
        .where(eq(recordings.id, location.split('/').pop()!))
    )[0];

  /** A member whose other takes already hold all but `room` bytes of the allowance, with an attempt allowing `takes` takes. */
  async function memberWithRoom(room: number, takes = 3) {
    const member = await signedInMember(t);
    const attempt = await openInterviewAttempt(t, member.id, { takes });
    const filler = await openInterviewAttempt(t, member.id, { takes: 1 });
    const location = (await create(member.cookie, filler)).headers.get('location')!;
    const held = recordingAllowanceBytes - room;
    await t.services.db
      .update(recordings)
      .set({ receivedBytes: held, reservedBytes: held, status: 'ready' })
      .where(eq(recordings.id, location.split('/').pop()!));
    return { member, attempt };
  }

  describe('the allowance', () => {
    it('counts a declared length at creation: two takes of 300 MiB cannot both start', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id, { takes: 3 });
      const declared = { 'upload-length': String(300 * MiB) };
      expect((await create(member.cookie, attempt, declared)).status).toBe(201);
      const second = await create(member.cookie, attempt, declared);
      expect(second.status).toBe(413);
      expect(await messageOf(second)).toContain('your takes hold 300 MB');
    });

    it('checks each chunk of a take of deferred length, so takes sent one after another stop at the allowance', async () => {
      const { member, attempt } = await memberWithRoom(1000);
      const first = (await create(member.cookie, attempt)).headers.get('location')!;
      const second = (await create(member.cookie, attempt)).headers.get('location')!;
      expect((await patch(member.cookie, first, 0, webm(600))).status).toBe(204);
      const refused = await patch(member.cookie, second, 0, webm(600));
      expect(refused.status).toBe(413);
      expect(await messageOf(refused)).toMatch(/^Your recordings may take up 500 MB/);
      expect((await rowOf(second))!.receivedBytes).toBe(0);
      // What still fits is taken, and the PATCH that declares the length is checked too.
      expect((await patch(member.cookie, second, 0, webm(400))).status).toBe(204);
      expect((await patch(member.cookie, first, 600, webm(10), { 'upload-length': '1000' })).status).toBe(413);
    });

    it('lets only what fits through when takes send at once', async () => {
      const { member, attempt } = await memberWithRoom(1000);
      const takes = await Promise.all(
        [1, 2, 3].map(async () => (await create(member.cookie, attempt)).headers.get('location')!),
      );
      const sent = await Promise.all(takes.map((location) => patch(member.cookie, location, 0, webm(600))));
      expect(sent.map((res) => res.status).sort()).toEqual([204, 413, 413]);
      const stored = await t.services.db.select().from(recordings).where(eq(recordings.userId, member.id));
      expect(stored.reduce((sum, row) => sum + row.receivedBytes, 0)).toBeLessThanOrEqual(recordingAllowanceBytes);
    });

    it('refuses a chunk of unknown length to a take of unknown length, which could be any size', async () => {
      const member = await signedInMember(t);
      const location = (await create(member.cookie, await openInterviewAttempt(t, member.id))).headers.get('location')!;
      const unmeasured = await t.request(location, {
        method: 'PATCH',
        headers: tus(member.cookie, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
        body: new Uint8Array(webm(100)),
      });
      expect(unmeasured.status).toBe(411);
      expect(await messageOf(unmeasured)).toContain('Content-Length');
    });

    it('says a chunk past the take’s own declared length goes past it, and holds a finished take at its size', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id);
      const location = (await create(member.cookie, attempt, { 'upload-length': '100' })).headers.get('location')!;
      expect((await rowOf(location))!.reservedBytes).toBe(100);
      const past = await patch(member.cookie, location, 0, webm(200));
      expect(past.status).toBe(413);
      expect(await messageOf(past)).toBe(
        'This chunk goes past the length the take declared (100 bytes), so it was not saved. Send only the bytes from the take’s offset up to that length.',
      );
      expect((await patch(member.cookie, location, 0, webm(100))).status).toBe(204);
      expect(await rowOf(location)).toMatchObject({ status: 'ready', receivedBytes: 100, reservedBytes: 100 });
    });
  });

  describe('the time a take has', () => {
    const setAttempt = (attemptId: string, values: Partial<typeof timedAttempts.$inferInsert>) =>
      t.services.db.update(timedAttempts).set(values).where(eq(timedAttempts.id, attemptId));
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

    it('refuses a take once the attempt’s deadline has passed, before any sweep, and closes the attempt', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id);
      await setAttempt(attempt.attemptId, { deadline: secondsAgo(1) });
      const late = await create(member.cookie, attempt);
      expect(late.status).toBe(409);
      expect(await messageOf(late)).toContain('The time for this attempt ran out');
      const [closed] = await t.services.db.select().from(timedAttempts).where(eq(timedAttempts.id, attempt.attemptId));
      expect(closed!.status).toBe('expired');
    });

    it('takes a take begun in time until its attempt’s deadline and the grace, and refuses it after', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id);
      await setAttempt(attempt.attemptId, { deadline: new Date(Date.now() + 60_000) });
      const location = (await create(member.cookie, attempt)).headers.get('location')!;
      expect((await patch(member.cookie, location, 0, webm(1000))).status).toBe(204);
      // The deadline passed a moment ago: the last chunks still arrive within the grace.
      await setAttempt(attempt.attemptId, { deadline: secondsAgo(10) });
      expect((await patch(member.cookie, location, 1000, webm(1000).subarray(0, 500))).status).toBe(204);
      // Closed by the sweep, and past the grace.
      await setAttempt(attempt.attemptId, {
        deadline: secondsAgo(takeGraceSeconds + 1),
        status: 'expired',
        closedAt: secondsAgo(1),
      });
      const after = await patch(member.cookie, location, 1500, webm(500));
      expect(after.status).toBe(410);
      expect(await messageOf(after)).toContain('The time for this take is over');
      expect((await rowOf(location))!.receivedBytes).toBe(1500);
    });

    it('refuses chunks once the take’s own answer time and the grace are over, whatever the attempt’s deadline', async () => {
      const member = await signedInMember(t);
      // One question of 60 s to answer.
      const attempt = await openInterviewAttempt(t, member.id);
      await setAttempt(attempt.attemptId, { deadline: new Date(Date.now() + 3_600_000) });
      const location = (await create(member.cookie, attempt)).headers.get('location')!;
      expect((await patch(member.cookie, location, 0, webm(1000))).status).toBe(204);
      await t.services.db
        .update(recordings)
        .set({ createdAt: secondsAgo(60 + takeGraceSeconds + 1) })
        .where(eq(recordings.id, location.split('/').pop()!));
      expect((await patch(member.cookie, location, 1000, webm(100))).status).toBe(410);
    });
  });

  describe('what is stored', () => {
    it('refuses a type with a line break, markup, another parameter or bytes outside ASCII at creation, naming what is taken', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id);
      for (const filetype of [
        'video/webm;\r\nX-Injected: 1',
        'video/webm; x="<script>"',
        'video/webm; codecs="vp9"; name=vidéo',
        'text/html',
      ]) {
        const refused = await create(member.cookie, attempt, undefined, filetype);
        expect(refused.status, JSON.stringify(filetype)).toBe(400);
        const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
        expect(error.fields.filetype).toContain('video/webm, video/mp4, audio/webm, audio/mp4, audio/ogg');
      }
      expect(await t.services.db.select().from(recordings).where(eq(recordings.userId, member.id))).toEqual([]);
    });

    it('stores the type as the server rebuilt it', async () => {
      const member = await signedInMember(t);
      const location = (
        await create(
          member.cookie,
          await openInterviewAttempt(t, member.id),
          undefined,
          'Video/WebM; codecs="VP8, Opus"',
        )
      ).headers.get('location')!;
      expect((await rowOf(location))!.contentType).toBe('video/webm;codecs="vp8,opus"');
    });

    it('refuses a first chunk that is not of the take’s type and removes the take, on a chunk or on creation', async () => {
      const member = await signedInMember(t);
      const attempt = await openInterviewAttempt(t, member.id, { takes: 3 });
      const location = (await create(member.cookie, attempt)).headers.get('location')!;
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const refused = await patch(member.cookie, location, 0, html);
      expect(refused.status).toBe(415);
      expect(await messageOf(refused)).toContain('its first bytes are not those of one, so it was removed');
      expect(await rowOf(location)).toBeUndefined();
      expect((await t.request(location, { method: 'HEAD', headers: tus(member.cookie) })).status).toBe(404);
      const id = location.split('/').pop()!;
      expect(
        (await t.services.storage.list(`members/${member.id}/recordings`)).filter((key) => key.includes(id)),
      ).toEqual([]);
      if (t.s3) expect((await t.s3.pendingMultipartUploads()).filter(({ key }) => key?.includes(id))).toEqual([]);

      // An MP4 sent as WebM, with the creation.
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(100)]);
      const withUpload = await t.request('/api/recordings', {
        method: 'POST',
        headers: tus(member.cookie, {
          'upload-length': String(mp4.length),
          'upload-metadata': takeMetadata(attempt),
          'content-type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(mp4),
      });
      expect(withUpload.status).toBe(415);
      expect(await t.services.db.select().from(recordings).where(eq(recordings.userId, member.id))).toEqual([]);
      // The same bytes as the MP4 they are are taken.
      const asMp4 = await t.request('/api/recordings', {
        method: 'POST',
        headers: tus(member.cookie, {
          'upload-length': String(mp4.length),
          'upload-metadata': takeMetadata(attempt, 'video/mp4'),
          'content-type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(mp4),
      });
      expect(asMp4.status).toBe(201);
    });

    it('plays every stored take back, to its member and to a coach, whatever type an older row holds', async () => {
      const member = await signedInMember(t);
      const coach = await signedInMember(t, { role: 'admin' });
      const attempt = await openInterviewAttempt(t, member.id, { takes: 3 });
      const [review] = await t.services.db
        .insert(reviewRequests)
        .values({
          userId: member.id,
          targetFirm: 'Video interview practice',
          applicationType: 'other',
          planId: 'monthly',
          dueAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      const stored = [
        ['video/webm;\r\nX-Injected: 1', 'video/webm'],
        ['audio/mp4; codecs="mp4a.40.2"; name=ünïcode', 'audio/mp4'],
        ['video/webm; x="<script>"', 'video/webm'],
        ['text/html', 'application/octet-stream'],
      ] as const;
      for (const [contentType, served] of stored) {
        const location = await recordTake(t, member.cookie, attempt, webm(300));
        const id = location.split('/').pop()!;
        // Stored before types were parsed.
        await t.services.db.update(recordings).set({ contentType }).where(eq(recordings.id, id));
        await t.services.db.insert(reviewRecordings).values({ reviewId: review!.id, recordingId: id });
        for (const cookie of [member.cookie, coach.cookie]) {
          const played = await t.request(location, { headers: { cookie } });
          expect(played.status, contentType).toBe(200);
          expect(played.headers.get('content-type')).toBe(served);
          expect(Buffer.from(await played.arrayBuffer()).equals(webm(300))).toBe(true);
        }
        await t.services.db.delete(recordings).where(eq(recordings.id, id));
      }
    });
  });
});
