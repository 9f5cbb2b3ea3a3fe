import { z } from 'zod';

/** Each member's room for recorded takes, apart from their documents' quota: a few sets' worth of video. */
export const recordingAllowanceBytes = 500 * 1024 * 1024;

/** How long an unfinished take may wait for its next chunk before the orphan sweep removes it. */
export const incompleteRecordingHours = 24;

/** The containers browsers record (WebM with VP9/Opus, MP4 on Safari, Ogg for audio only), with any codecs parameter. */
export const recordingTypes = ['video/webm', 'video/mp4', 'audio/webm', 'audio/mp4', 'audio/ogg'] as const;

const recordingType = z
  .string()
  .max(200)
  .refine((value) => (recordingTypes as readonly string[]).includes(value.split(';')[0]!.trim().toLowerCase()), {
    message: `Send WebM, MP4 or Ogg (${recordingTypes.join(', ')}).`,
  });

/** The tus `Upload-Metadata` a take is created with (its values already decoded by the tus server). */
export const recordingMetadata = z.object({
  attemptId: z.uuid(),
  questionId: z.uuid(),
  filetype: recordingType,
});
export type RecordingMetadata = z.infer<typeof recordingMetadata>;

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The refusal when a take would not fit, naming the allowance and what is used. */
export const allowanceMessage = (usedBytes: number) =>
  `Your recordings may take up ${mebibytes(recordingAllowanceBytes)} and you are using ${mebibytes(usedBytes)}. Delete takes you no longer need to make room.`;

/**
 * The longest a take can run: the longest answer a set allows (180 s) at the largest time
 * factor (2), and a few seconds for the recorder to stop after its countdown.
 */
export const longestTakeSeconds = 370;

/** `PUT /api/recordings/:id/duration`: the take's length as its recorder measured it. */
export const recordingDurationSchema = z.strictObject({
  durationSeconds: z.number('Give the take’s length in seconds').positive('Give the take’s length in seconds').max(longestTakeSeconds, `A take is at most ${longestTakeSeconds} seconds long`),
});
