import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { startS3Server } from '../../tests/support/s3-server';
import { peakRssDuring, readCpuSeconds, readRssBytes } from './proc';
import { freePort } from './processes';
import { apiJson, signIn, type Session } from './session';
import { startPortal, type Portal } from './start-portal';
import { median } from './stats';

/**
 * A recorded take sent over tus (ADR 0047) as the recorder sends it: a few seconds of video
 * per PATCH, from a file on disk that neither the bench nor (the budget says) the portal
 * holds in memory. Once per store, local disk and S3 (s3rver on loopback), each on a portal of
 * its own: a straight upload with the server's RSS sampled, then a take cut mid-chunk and
 * resumed from the offset HEAD answers; both read back through GET and hashed.
 */

export type RecordingStore = 'local' | 's3';

/** The straight upload: creation with `Upload-Defer-Length`, the length declared with the last chunk. */
export type TakeUpload = {
  seconds: number;
  mibPerSecond: number;
  /**
   * CPU time per MiB received, which a busy machine does not inflate as it does wall time: the
   * portal's, and the bench process's (the client; for S3 also s3rver, which runs in it).
   */
  serverCpuMsPerMib: number;
  benchCpuMsPerMib: number;
  /** The portal's VmRSS before the first take (its store not yet loaded), right before this one, and the most seen during it. */
  rss: { startBytes: number; beforeBytes: number; maxBytes: number; growthBytes: number; samples: number };
};

/** GET /api/recordings/:id streamed into SHA-256. */
export type ReadBack = { bytes: number; sha256: string; matches: boolean; seconds: number };

/** A take created with `Upload-Length`, its PATCH aborted part-way through one chunk, then continued from HEAD's offset. */
export type ResumedTake = { cutAfterBytes: number; resumedFrom: number; sentBytes: number; readBack: ReadBack };

export type StoreResult =
  | { store: RecordingStore; status: 'ran'; upload: TakeUpload; readBack: ReadBack; resume: ResumedTake }
  | { store: RecordingStore; status: 'failed'; reason: string };

export type RecordingsResult = {
  fileBytes: number;
  chunkBytes: number;
  /** A plain stream copy of the same file in the same directory: the disk's own pace, median of `copyRuns`. */
  copy: { runsSeconds: number[]; mibPerSecond: number };
  stores: StoreResult[];
};

/** What a browser sends at a time while recording: about five seconds of 8 Mbit/s video. */
export const recordingChunkBytes = 5 * 1024 * 1024;
const copyRuns = 3;
const mib = 1024 * 1024;
const mibPerSecond = (bytes: number, seconds: number) => bytes / mib / seconds;

/** A file of `bytes` random bytes, written 1 MiB at a time, and its SHA-256. */
async function makeTakeFile(file: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < bytes; ) {
      const block = randomBytes(Math.min(mib, bytes - written));
      hash.update(block);
      await handle.write(block);
      written += block.length;
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

async function measureCopy(file: string) {
  const copy = `${file}.copy`;
  const runsSeconds: number[] = [];
  for (let run = 0; run < copyRuns; run++) {
    const started = performance.now();
    await pipeline(createReadStream(file), createWriteStream(copy));
    runsSeconds.push((performance.now() - started) / 1000);
    await rm(copy);
  }
  return runsSeconds;
}

/**
 * Bytes `start` to `end` of the file as a request body, read 256 KiB at a time as the socket
 * takes them (one read queued at most); `onRead` counts what was handed to fetch.
 */
function fileSlice(handle: FileHandle, start: number, end: number, onRead: (bytes: number) => void): ReadableStream<Uint8Array> {
  let position = start;
  return new ReadableStream({
    async pull(controller) {
      const length = Math.min(256 * 1024, end - position);
      if (length <= 0) return controller.close();
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(length), 0, length, position);
      position += bytesRead;
      onRead(bytesRead);
      controller.enqueue(buffer.subarray(0, bytesRead));
    },
  });
}

const base64 = (value: string) => Buffer.from(value).toString('base64');
const tusHeaders = (member: Session, extra: Record<string, string>) => ({ origin: member.origin, cookie: member.cookie, 'tus-resumable': '1.0.0', ...extra });

/** The take's question, as tus `Upload-Metadata`: what the recorder names. */
type Question = { attemptId: string; questionId: string };

/** tus creation; answers the take's upload URL. */
async function createTake(member: Session, question: Question, length: { 'upload-length': string } | { 'upload-defer-length': '1' }) {
  const metadata = `attemptId ${base64(question.attemptId)},questionId ${base64(question.questionId)},filetype ${base64('video/webm;codecs=vp9,opus')}`;
  const response = await fetch(`${member.url}/api/recordings`, {
    method: 'POST',
    headers: tusHeaders(member, { 'upload-metadata': metadata, ...length }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw new Error(`creating a take answered ${response.status}`);
  return `${member.url}${location}`;
}

type Chunk = { from: number; to: number; uploadLength?: number; cutAfter?: number };

/**
 * One PATCH of the file's bytes `from`–`to`; `cutAfter`: abort once that many bytes have been
 * handed over, as a dropped connection would. Answers the new offset (undefined when cut) and
 * the bytes handed over.
 */
async function patchChunk(member: Session, url: string, handle: FileHandle, { from, to, uploadLength, cutAfter }: Chunk) {
  const cut = new AbortController();
  let sent = 0;
  const body = fileSlice(handle, from, to, (bytes) => {
    sent += bytes;
    if (cutAfter !== undefined && sent >= cutAfter) cut.abort();
  });
  const headers = tusHeaders(member, {
    'upload-offset': String(from),
    'content-type': 'application/offset+octet-stream',
    'content-length': String(to - from),
    ...(uploadLength === undefined ? {} : { 'upload-length': String(uploadLength) }),
  });
  const init: RequestInit & { duplex: 'half' } = { method: 'PATCH', headers, body, duplex: 'half', signal: AbortSignal.any([cut.signal, AbortSignal.timeout(120_000)]) };
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`PATCH at ${from} answered ${response.status}`);
    return { offset: Number(response.headers.get('upload-offset')), sent };
  } catch (error) {
    if (cut.signal.aborted) return { offset: undefined, sent };
    throw error;
  }
}

/** PATCHes chunk after chunk from `offset` to `until`; the last declares `until` as the length when asked to. */
async function sendFrom(member: Session, url: string, handle: FileHandle, until: number, offset: number, { declareLength }: { declareLength: boolean }) {
  let sent = 0;
  while (offset < until) {
    const to = Math.min(offset + recordingChunkBytes, until);
    const answer = await patchChunk(member, url, handle, { from: offset, to, uploadLength: declareLength && to === until ? until : undefined });
    if (answer.offset !== to) throw new Error(`PATCH at ${offset} moved the offset to ${answer.offset}, not ${to}`);
    sent += answer.sent;
    offset = to;
  }
  return sent;
}

async function headOffset(member: Session, url: string) {
  const response = await fetch(url, { method: 'HEAD', headers: tusHeaders(member, {}), signal: AbortSignal.timeout(30_000) });
  const offset = response.headers.get('upload-offset');
  if (response.status !== 200 || offset === null) throw new Error(`HEAD answered ${response.status}`);
  return Number(offset);
}

async function readBack(member: Session, url: string, expectedSha256: string): Promise<ReadBack> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: member.cookie }, signal: AbortSignal.timeout(120_000) });
  if (response.status !== 200 || !response.body) throw new Error(`reading the take back answered ${response.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const part of response.body) {
    hash.update(part);
    bytes += part.byteLength;
  }
  const sha256 = hash.digest('hex');
  return { bytes, sha256, matches: sha256 === expectedSha256, seconds: (performance.now() - started) / 1000 };
}

const sets = z.object({ sets: z.array(z.object({ id: z.string(), questions: z.array(z.object({ id: z.string() })) })) });
const attempt = z.object({ id: z.string() });

/** An open attempt of a published set with three questions at least: one each for the warm-up, the upload and the resumed take. */
async function openQuestions(member: Session): Promise<[Question, Question, Question]> {
  const set = (await apiJson(member, '/api/interviews/sets', sets)).sets.find((s) => s.questions.length >= 3);
  if (!set) throw new Error('no published interview set has three questions');
  const { id: attemptId } = await apiJson(member, '/api/interviews/attempts', attempt, { method: 'POST', json: { setId: set.id } });
  const [first, second, third] = set.questions.map((q) => ({ attemptId, questionId: q.id }));
  return [first!, second!, third!];
}

type Source = { bytes: number; sha256: string };

async function measureStore(portal: Portal, source: Source, handle: FileHandle): Promise<Omit<Extract<StoreResult, { status: 'ran' }>, 'store' | 'status'>> {
  const member = await signIn(portal, 'subscriber@clearpath.test');
  const [warmUp, straight, resumed] = await openQuestions(member);
  const startBytes = readRssBytes(portal.pid);
  // A 1 KiB take first: the store's modules (the AWS SDK for S3) load on the first take, once per process, not per upload.
  await sendFrom(member, await createTake(member, warmUp, { 'upload-length': '1024' }), handle, 1024, 0, { declareLength: false });

  const beforeBytes = readRssBytes(portal.pid);
  const serverCpuBefore = readCpuSeconds(portal.pid);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const { result: url, peak } = await peakRssDuring(portal.pid, async () => {
    const created = await createTake(member, straight, { 'upload-defer-length': '1' });
    await sendFrom(member, created, handle, source.bytes, 0, { declareLength: true });
    return created;
  });
  const seconds = (performance.now() - started) / 1000;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const perMib = (cpuSeconds: number) => (cpuSeconds * 1000) / (source.bytes / mib);
  const upload: TakeUpload = {
    seconds,
    mibPerSecond: mibPerSecond(source.bytes, seconds),
    serverCpuMsPerMib: perMib(readCpuSeconds(portal.pid) - serverCpuBefore),
    benchCpuMsPerMib: perMib((benchCpu.user + benchCpu.system) / 1e6),
    rss: { startBytes, beforeBytes, maxBytes: peak.maxBytes, growthBytes: peak.maxBytes - beforeBytes, samples: peak.samples },
  };

  // Cut in the middle of the file, half-way through a chunk; continue from what the server says it has.
  const resumedUrl = await createTake(member, resumed, { 'upload-length': String(source.bytes) });
  const cutChunkAt = Math.floor(source.bytes / 2 / recordingChunkBytes) * recordingChunkBytes;
  const cutAfterBytes = Math.floor(Math.min(recordingChunkBytes, source.bytes - cutChunkAt) / 2);
  let sentBytes = await sendFrom(member, resumedUrl, handle, cutChunkAt, 0, { declareLength: false });
  const cut = await patchChunk(member, resumedUrl, handle, { from: cutChunkAt, to: Math.min(cutChunkAt + recordingChunkBytes, source.bytes), cutAfter: cutAfterBytes });
  if (cut.offset !== undefined) throw new Error('the PATCH meant to be cut finished first');
  sentBytes += cut.sent;
  const resumedFrom = await headOffset(member, resumedUrl);
  sentBytes += await sendFrom(member, resumedUrl, handle, source.bytes, resumedFrom, { declareLength: false });

  return {
    upload,
    readBack: await readBack(member, url, source.sha256),
    resume: { cutAfterBytes, resumedFrom, sentBytes, readBack: await readBack(member, resumedUrl, source.sha256) },
  };
}

/** s3rver instances started and not yet closed, so an interrupted bench removes their directories too. */
const openS3Servers = new Set<() => Promise<void>>();

export async function closeS3Servers() {
  await Promise.all([...openS3Servers].map((close) => close().catch(() => {})));
}

type Options = { root: string; dataDir: string; logFile: string; mib: number; announce: (message: string) => void };

/** Starts a portal on the store (S3: s3rver first, stopped after), measures, and stops them whatever happens. */
async function benchStore(store: RecordingStore, source: Source, handle: FileHandle, { root, dataDir, logFile, announce }: Options): Promise<StoreResult> {
  const s3 = store === 's3' ? await startS3Server('portal-bench') : undefined;
  if (s3) openS3Servers.add(s3.close);
  let portal: Portal | undefined;
  try {
    announce(`recordings: starting a portal on ${store === 's3' ? `S3 (s3rver at ${s3!.endpoint})` : 'local disk'}`);
    ({ portal } = await startPortal({ root, dataDir: path.join(dataDir, `recordings-${store}`), port: await freePort(), logFile, storage: s3?.env }));
    announce(`recordings: ${(source.bytes / mib).toFixed(0)} MiB take over tus to ${store} storage, then one cut and resumed`);
    return { store, status: 'ran', ...(await measureStore(portal, source, handle)) };
  } catch (error) {
    return { store, status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await portal?.stop();
    if (s3) {
      openS3Servers.delete(s3.close);
      await s3.close();
    }
  }
}

/**
 * Makes the take file in `dataDir` (the disk the local store and s3rver write to), times a
 * plain copy of it, then uploads it to each store. The file is removed afterwards.
 */
export async function measureRecordings(options: Options): Promise<RecordingsResult> {
  const file = path.join(options.dataDir, 'take.bin');
  const bytes = options.mib * mib;
  options.announce(`recordings: writing a ${options.mib} MiB take file and copying it ${copyRuns} times`);
  const source: Source = { bytes, sha256: await makeTakeFile(file, bytes) };
  const handle = await open(file, 'r');
  try {
    const runsSeconds = await measureCopy(file);
    const stores: StoreResult[] = [];
    for (const store of ['local', 's3'] as const) stores.push(await benchStore(store, source, handle, options));
    return { fileBytes: bytes, chunkBytes: recordingChunkBytes, copy: { runsSeconds, mibPerSecond: mibPerSecond(bytes, median(runsSeconds)) }, stores };
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
}
