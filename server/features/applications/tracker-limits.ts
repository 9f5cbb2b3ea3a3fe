import type { RateLimitRule } from '../../db/rate-limit';

/**
 * What one member may keep in the tracker and the answer workspace. A campaign is ten to
 * twenty applications with a handful of questions each, so no real member meets these;
 * they stop one account (or a script using it) from filling the database.
 */
export const trackerLimits = {
  applicationsPerMember: 200,
  questionsPerApplication: 30,
  /** The longest draft kept: above any question's limit, short enough to save on every pause. */
  answerCharacters: 20_000,
  /** A question's own limit stays below the draft cap, so a draft can always go over it and be told. */
  questionWords: 2_000,
  questionCharacters: 10_000,
} as const;

const inMinutes = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Applications tracked and questions added, together: a busy evening adds a few dozen. */
const additionsPerHour = 120;
export const trackerAdditionsRateLimit: RateLimitRule = {
  name: 'tracker-additions',
  limit: additionsPerHour,
  windowSeconds: 3600,
  refusal: (retryAfterSeconds) =>
    `You can add ${additionsPerHour} applications or questions an hour. Please try again in ${inMinutes(retryAfterSeconds)}.`,
};

/** Draft saves: autosave waits for a pause in typing, so a person saves at most about one a second. */
const savesPerMinute = 90;
export const draftSavesRateLimit: RateLimitRule = {
  name: 'answer-saves',
  limit: savesPerMinute,
  windowSeconds: 60,
  refusal: (retryAfterSeconds) =>
    `Drafts are saving faster than anyone types. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
};
