import { z } from 'zod';
import { acceptedRecordingTypes, parseRecordingType } from './recording-type';

/** Each member's room for recorded takes, apart from their documents' quota: a few sets' worth of video. */
export const recordingAllowanceBytes = 500 * 1024 * 1024;

/** How long an unfinished take may wait for its next chunk before the orphan sweep removes it. */
export const incompleteRecordingHours = 24;

/** A take's `filetype`, parsed strictly (recording-type.ts) and kept in the form the server rebuilt. */
const recordingType = z
  .string()
  .max(200)
  .transform((value, context) => {
    const parsed = parseRecordingType(value);
    if (!parsed) context.addIssue({ code: 'custom', message: `Send the type the recorder gives the take: ${acceptedRecordingTypes}.` });
    return parsed?.value ?? z.NEVER;
  });

/** The tus `Upload-Metadata` a take is created with (its values already decoded by the tus server). */
export const recordingMetadata = z.object({
  attemptId: z.uuid(),
  questionId: z.uuid(),
  filetype: recordingType,
});
export type RecordingMetadata = z.infer<typeof recordingMetadata>;

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The refusal when a take or a chunk would not fit, naming the allowance and what the member's takes hold. */
export const allowanceMessage = (heldBytes: number) =>
  `Your recordings may take up ${mebibytes(recordingAllowanceBytes)} and your takes hold ${mebibytes(heldBytes)} (a take still uploading counts at the length it declared), so this does not fit. Delete takes you no longer need to make room.`;

/** The refusal of a chunk that runs past the length its take declared (tus `Upload-Length`). */
export const pastDeclaredLengthMessage = (declaredBytes: number) =>
  `This chunk goes past the length the take declared (${declaredBytes} bytes), so it was not saved. Send only the bytes from the take’s offset up to that length.`;

/**
 * The longest a take can run: the longest answer a set allows (180 s) at the largest time
 * factor (2), and a few seconds for the recorder to stop after its countdown.
 */
export const longestTakeSeconds = 370;

/** `PUT /api/recordings/:id/duration`: the take's length as its recorder measured it. */
export const recordingDurationSchema = z.strictObject({
  durationSeconds: z.number('Give the take’s length in seconds').positive('Give the take’s length in seconds').max(longestTakeSeconds, `A take is at most ${longestTakeSeconds} seconds long`),
});
