/**
 * The media type of a take: one of the containers the recorder asks MediaRecorder for
 * (app/features/interviews/recorder/recording-types.ts), with at most a `codecs` parameter
 * naming codecs that container carries. A member's `filetype` is parsed strictly and stored
 * rebuilt from its parts, so what playback sends as `Content-Type` is always one the server
 * wrote: never a line break, a byte outside ASCII or a parameter a browser might act on.
 */

/** The containers browsers record (WebM with VP9/Opus, MP4 on Safari, Ogg for audio only). */
export const recordingTypes = ['video/webm', 'video/mp4', 'audio/webm', 'audio/mp4', 'audio/ogg'] as const;
export type RecordingContainer = (typeof recordingTypes)[number];

/** Codecs named without a profile (matched in any case, stored in lower case). */
const plainCodecs = {
  vp8: 'video',
  vp9: 'video',
  av1: 'video',
  h264: 'video',
  avc1: 'video',
  opus: 'audio',
  vorbis: 'audio',
  mp4a: 'audio',
} as const;

/** Codecs with a profile after a dot (RFC 6381), letters, digits and dots only; stored as sent. */
const profiledCodecs: Array<{ pattern: RegExp; name: string; kind: 'video' | 'audio' }> = [
  { pattern: /^avc[13]\.[0-9a-f]{6}$/i, name: 'avc1', kind: 'video' },
  { pattern: /^vp09(\.\d{2}){3,7}$/i, name: 'vp9', kind: 'video' },
  { pattern: /^av01(\.[0-9a-z]{1,3}){3,9}$/i, name: 'av1', kind: 'video' },
  { pattern: /^(hvc1|hev1)(\.[0-9a-z]{1,8}){1,8}$/i, name: 'hevc', kind: 'video' },
  { pattern: /^mp4a\.[0-9a-f]{2}(\.\d{1,2})?$/i, name: 'mp4a', kind: 'audio' },
];

/** The codecs (by family) each container may name. */
const codecsOf: Record<RecordingContainer, readonly string[]> = {
  'video/webm': ['vp8', 'vp9', 'av1', 'h264', 'avc1', 'opus', 'vorbis'],
  'audio/webm': ['opus', 'vorbis'],
  'video/mp4': ['avc1', 'hevc', 'av1', 'vp9', 'mp4a', 'opus'],
  'audio/mp4': ['mp4a', 'opus'],
  'audio/ogg': ['opus', 'vorbis'],
};

/** What the API accepts, in the words of its refusal. */
export const acceptedRecordingTypes = `${recordingTypes.join(', ')}, optionally with codecs (such as video/webm;codecs=vp9,opus or video/mp4;codecs=avc1.42E01E,mp4a.40.2)`;

/** A parsed type: its container and codecs, and the one form it is stored and served in. */
export type RecordingType = { container: RecordingContainer; codecs: string[]; value: string };

// Spaces and tabs only (never a line break); a quoted value or a bare list of codecs; nothing after.
const mediaType =
  /^([a-z]+\/[a-z0-9]+)[ \t]*(?:;[ \t]*codecs[ \t]*=[ \t]*(?:"([A-Za-z0-9., \t]*)"|([A-Za-z0-9.,]+)))?[ \t]*;?[ \t]*$/i;

/** The codec as stored (undefined when unknown); `family` is what the container must allow. */
function readCodec(token: string): { codec: string; family: string } | undefined {
  const plain = token.toLowerCase();
  if (plain in plainCodecs) return { codec: plain, family: plain };
  const profiled = profiledCodecs.find(({ pattern }) => pattern.test(token));
  return profiled && { codec: token, family: profiled.name };
}

/** `filetype` as the recorder sends it, parsed; undefined for anything else. */
export function parseRecordingType(text: string): RecordingType | undefined {
  const match = mediaType.exec(text);
  if (!match) return undefined;
  const container = match[1]!.toLowerCase() as RecordingContainer;
  if (!recordingTypes.includes(container)) return undefined;
  const list = match[2] ?? match[3];
  if (list === undefined) return { container, codecs: [], value: container };
  const codecs: string[] = [];
  for (const token of list.split(',').map((part) => part.trim())) {
    const read = readCodec(token);
    if (!read || !codecsOf[container].includes(read.family) || codecs.includes(read.codec)) return undefined;
    codecs.push(read.codec);
  }
  // Quoted, as a list of codecs must be in a header (RFC 6381 §3.2).
  return { container, codecs, value: `${container};codecs="${codecs.join(',')}"` };
}

/**
 * The `Content-Type` a stored take is served with: its type as the server derived it, or for
 * a row stored before types were parsed, its container when that is one we record, and
 * `application/octet-stream` otherwise. Always a valid header value.
 */
export function servedRecordingType(stored: string): string {
  const parsed = parseRecordingType(stored);
  if (parsed) return parsed.value;
  const base = stored.split(';')[0]!.trim().toLowerCase();
  return (recordingTypes as readonly string[]).includes(base) ? base : 'application/octet-stream';
}

/** The container a stored take's type names, if it is one we record. */
export function containerOf(stored: string): RecordingContainer | undefined {
  const served = servedRecordingType(stored);
  return parseRecordingType(served)?.container;
}
