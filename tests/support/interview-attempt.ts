import { interviewAttempts, interviewQuestions, interviewSets, timedAttempts } from '@server/db/schema';
import type { TestApp } from './test-app';

/** An open video-interview attempt of `userId` on a fresh set of one question allowing `takes` takes. */
export async function openInterviewAttempt(t: TestApp, userId: string, { takes = 2 }: { takes?: number } = {}) {
  const { db } = t.services;
  const [set] = await db.insert(interviewSets).values({ title: 'Generic', status: 'published' }).returning();
  const [question] = await db
    .insert(interviewQuestions)
    .values({ setId: set!.id, position: 0, text: 'Why do you want to train with us?', prepareSeconds: 30, answerSeconds: 60, takes })
    .returning();
  const [timed] = await db.insert(timedAttempts).values({ userId, purpose: 'video-interview', limitSeconds: 90 }).returning();
  await db.insert(interviewAttempts).values({ attemptId: timed!.id, userId, setId: set!.id });
  return { attemptId: timed!.id, questionId: question!.id };
}

const base64 = (value: string) => Buffer.from(value).toString('base64');

/** The tus `Upload-Metadata` header naming a take's attempt, question and type. */
export const takeMetadata = ({ attemptId, questionId }: { attemptId: string; questionId: string }, filetype = 'video/webm;codecs=vp9,opus') =>
  `attemptId ${base64(attemptId)},questionId ${base64(questionId)},filetype ${base64(filetype)}`;

/** Records a whole take over tus (creation, then one chunk), as the recorder would; answers the take's URL. `bytes` must start as a WebM does (`liveWebm()`): the server checks a take's first bytes. */
export async function recordTake(t: TestApp, cookie: string, attempt: { attemptId: string; questionId: string }, bytes: Buffer) {
  const tus = { cookie, 'tus-resumable': '1.0.0' };
  const created = await t.request('/api/recordings', {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': takeMetadata(attempt) },
  });
  if (created.status !== 201) throw new Error(`creating a take: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  const sent = await t.request(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (sent.status !== 204) throw new Error(`sending a take: ${sent.status} ${await sent.text()}`);
  return location;
}
