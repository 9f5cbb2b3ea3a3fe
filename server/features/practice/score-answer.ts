import {
  criticalThinkingSectionNames,
  situationalJudgementSectionNames,
} from '../../../content/practice/sections';
import type { CriticalThinkingSection, PracticeAnswer, PracticeFormat, PracticeKey, PracticeSectionScore } from '../../db/schema';

export type ScoredItem = {
  id: string;
  section: CriticalThinkingSection | null;
  format: PracticeFormat;
  key: PracticeKey;
  /** The options' ids in the order they are shown (a rating answer follows it). */
  optionIds: string[];
};

/**
 * How a practice answer earns credit. Every item is worth 1, so a section's maximum is its
 * number of items and a part-right situational-judgement answer earns part of its point:
 * - `choice`: 1 for the key's option, else 0;
 * - `most-least`: 0.5 for the most effective response picked right, 0.5 for the least;
 * - `rate`: per response 1 − |given − key| / 3 (ratings run 1 to 4, so 3 apart earns 0), averaged;
 * - `rank`: per response 1 − |its place − the key's place| / (n − 1) (the furthest misplacement
 *   earns 0), averaged.
 * An item left unanswered earns 0. The same rules are stated in ADR 0044.
 */
export function creditFor({ key, optionIds }: Pick<ScoredItem, 'key' | 'optionIds'>, answer: PracticeAnswer | undefined): number {
  switch (key.format) {
    case 'choice':
      return answer === key.choice ? 1 : 0;
    case 'most-least': {
      if (!Array.isArray(answer)) return 0;
      return (answer[0] === key.most ? 0.5 : 0) + (answer[1] === key.least ? 0.5 : 0);
    }
    case 'rate': {
      // Ratings are given in the order the options are shown; anything but a number earns 0.
      const credits = optionIds.map((optionId, index) => {
        const given = answer?.[index];
        return typeof given === 'number' ? 1 - Math.abs(given - key.ratings[optionId]!) / 3 : 0;
      });
      return average(credits);
    }
    case 'rank': {
      if (!Array.isArray(answer)) return 0;
      const furthest = key.order.length - 1;
      const credits = key.order.map((optionId, place) => {
        const given = answer.indexOf(optionId);
        return given === -1 ? 0 : 1 - Math.abs(given - place) / furthest;
      });
      return average(credits);
    }
  }
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Scores kept to two decimals: a third of a point shows as 0.33, and sums add up as shown. */
export const roundScore = (value: number) => Math.round(value * 100) / 100;


/**
 * The section an item is reported under: its critical-thinking section, or for a
 * situational-judgement item (no section) the way it is answered.
 */
export const sectionNameOf = (item: Pick<ScoredItem, 'section' | 'format'>): string =>
  item.section
    ? criticalThinkingSectionNames[item.section]
    : situationalJudgementSectionNames[item.format as keyof typeof situationalJudgementSectionNames];

/**
 * An attempt's score: each item's credit, the sections in the order their first item comes,
 * and the total. A section's score is the sum of its items' credits.
 */
export function scoreAttempt(items: ScoredItem[], answers: ReadonlyMap<string, PracticeAnswer>) {
  const credits = new Map<string, number>();
  const sections = new Map<string, PracticeSectionScore>();
  for (const item of items) {
    const credit = creditFor(item, answers.get(item.id));
    credits.set(item.id, credit);
    const name = sectionNameOf(item);
    const section = sections.get(name) ?? { name, score: 0, maxScore: 0 };
    section.score += credit;
    section.maxScore += 1;
    sections.set(name, section);
  }
  const total = [...credits.values()].reduce((sum, credit) => sum + credit, 0);
  return {
    credits,
    score: roundScore(total),
    maxScore: items.length,
    sections: [...sections.values()].map((section) => ({ ...section, score: roundScore(section.score) })),
  };
}
