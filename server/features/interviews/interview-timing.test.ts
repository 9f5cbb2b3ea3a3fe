import { describe, expect, it } from 'vitest';
import { seedInterviewSets, warmUpInterviewSetSlug } from '@content/interviews/sets';
import { firmBySlug } from '@content/firms';
import { interviewAttemptLimitSeconds, moveOnSeconds, stretchedSeconds } from './interview-timing';
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
