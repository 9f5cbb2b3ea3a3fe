import { describe, expect, it } from 'vitest';
import { seedInterviewSets, warmUpInterviewSetSlug } from '@content/interviews/sets';
import { firmBySlug } from '@content/firms';
import { interviewAttemptLimitSeconds, moveOnSeconds, stretchedSeconds, takeClosesAt, takeGraceSeconds } from './interview-timing';
import { interviewQuestionInputSchema } from './interview.schema';

describe('interview timing', () => {
  it('stretches a time by the member’s factor to the whole second, and keeps the standard time when untimed', () => {
    expect(stretchedSeconds(45, 1.25)).toBe(56);
    expect(stretchedSeconds(90, 1.5)).toBe(135);
    expect(stretchedSeconds(90, 1)).toBe(90);
    expect(stretchedSeconds(90, null)).toBe(90);
  });

  it('gives an attempt every take of every question in full, and the slack to move on after each', () => {
    const questions = [
      { prepareSeconds: 30, answerSeconds: 90, takes: 2 },
      { prepareSeconds: 0, answerSeconds: 60, takes: 1 },
    ];
    expect(interviewAttemptLimitSeconds(questions)).toBe(240 + 60 + 2 * moveOnSeconds);
  });
});

describe('seeded question sets', () => {
  const questions = seedInterviewSets.flatMap((set) => set.questions);

  it('keep every question within the bounds coaches write to, checked by the same schema', () => {
    for (const { slug, ...question } of questions) expect(interviewQuestionInputSchema.safeParse(question).error?.issues, slug).toBeUndefined();
  });

  it('name catalogue firms only, with unique slugs, and a generic set of six questions', () => {
    for (const set of seedInterviewSets) if (set.firmSlug) expect(firmBySlug(set.firmSlug), set.slug).toBeDefined();
    const slugs = [...seedInterviewSets.map((set) => set.slug), ...questions.map((question) => question.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(seedInterviewSets.filter((set) => set.firmSlug === null && set.slug !== warmUpInterviewSetSlug).map((set) => set.questions.length)).toEqual([6]);
  });
});

describe('takeClosesAt', () => {
  const startedAt = new Date('2026-11-27T10:00:00Z');
  const after = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);

  it('ends a take its answer time at the attempt’s factor after it started, plus the grace', () => {
    expect(takeClosesAt({ startedAt, answerSeconds: 90, timeFactor: 1.5, deadline: after(3600), closedAt: null })).toEqual(after(135 + takeGraceSeconds));
    expect(takeClosesAt({ startedAt, answerSeconds: 90, timeFactor: null, deadline: null, closedAt: null })).toEqual(after(90 + takeGraceSeconds));
  });

  it('ends it with its attempt when that comes first: the deadline, or a close before it', () => {
    expect(takeClosesAt({ startedAt, answerSeconds: 90, timeFactor: 1, deadline: after(30), closedAt: null })).toEqual(after(30 + takeGraceSeconds));
    expect(takeClosesAt({ startedAt, answerSeconds: 90, timeFactor: 1, deadline: after(600), closedAt: after(10) })).toEqual(after(10 + takeGraceSeconds));
    // A sweep that closed the attempt late does not lengthen it.
    expect(takeClosesAt({ startedAt, answerSeconds: 90, timeFactor: 1, deadline: after(30), closedAt: after(75) })).toEqual(after(30 + takeGraceSeconds));
  });
});
