import { z } from 'zod';
import {
  criticalThinkingSections,
  practiceDifficulties,
  practiceFormats,
  practiceKinds,
  type PracticeFormat,
  type PracticeKind,
} from '../../db/schema/vocabulary';
import type { PracticeKey, PracticeOption } from '../../db/schema';
import { multiLineText, plainText, wholeNumber } from '../../platform/http-kit/text.schema';

/**
 * What a coach writes for a practice item, shared by the JSON API, the page's "write item"
 * form and the CSV import (both of which build this shape and validate with it), so the three
 * doors refuse the same things with the same words.
 */

/** The formats each kind is answered in: a critical-thinking item is always one choice. */
export const formatsOfKind: Record<PracticeKind, readonly PracticeFormat[]> = {
  'critical-thinking': ['choice'],
  'situational-judgement': ['most-least', 'rate', 'rank'],
};
export const minOptions = 2;
export const maxOptions = 6;
/** A situational-judgement rating: 1 (counter-productive) to 4 (very effective). */
export const lowestRating = 1;
export const highestRating = 4;

const optionId = z
  .string('Give the option an id')
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'An option id is 1 to 20 letters, digits or dashes');
const option = z.strictObject({
  id: optionId,
  text: multiLineText(1000).pipe(z.string().min(1, 'Write the option')),
  rationale: multiLineText(2000).pipe(z.string().min(1, 'Say why this option is or is not the answer')),
});
const optionChoice = plainText(20);
const key = z.discriminatedUnion(
  'format',
  [
    z.strictObject({ format: z.literal('choice'), choice: optionChoice }),
    z.strictObject({ format: z.literal('most-least'), most: optionChoice, least: optionChoice }),
    z.strictObject({ format: z.literal('rate'), ratings: z.record(z.string().max(20), z.int('A rating is a whole number')) }),
    z.strictObject({ format: z.literal('rank'), order: z.array(optionChoice).max(maxOptions) }),
  ],
  'Give the key in the item’s format',
);

type KeyIssue = { path: (string | number)[]; message: string };

/** Why a key does not fit its item's options (none: it fits). */
export function keyIssues(itemKey: PracticeKey, options: readonly Pick<PracticeOption, 'id'>[]): KeyIssue[] {
  const ids = options.map((each) => each.id);
  const known = (id: string) => ids.includes(id);
  switch (itemKey.format) {
    case 'choice':
      return known(itemKey.choice) ? [] : [{ path: ['key', 'choice'], message: 'The answer must be one of the options' }];
    case 'most-least': {
      const issues: KeyIssue[] = [];
      if (!known(itemKey.most)) issues.push({ path: ['key', 'most'], message: 'The most effective response must be one of the options' });
      if (!known(itemKey.least)) issues.push({ path: ['key', 'least'], message: 'The least effective response must be one of the options' });
      if (issues.length === 0 && itemKey.most === itemKey.least) issues.push({ path: ['key', 'least'], message: 'The most and least effective responses must differ' });
      return issues;
    }
    case 'rate': {
      const rated = Object.keys(itemKey.ratings);
      const fits =
        rated.length === ids.length &&
        ids.every((id) => {
          const rating = itemKey.ratings[id];
          return rating !== undefined && rating >= lowestRating && rating <= highestRating;
        });
      return fits ? [] : [{ path: ['key', 'ratings'], message: `Rate every option, and only the options, from ${lowestRating} to ${highestRating}` }];
    }
    case 'rank': {
      const fits = itemKey.order.length === ids.length && new Set(itemKey.order).size === ids.length && itemKey.order.every(known);
      return fits ? [] : [{ path: ['key', 'order'], message: 'Rank every option exactly once' }];
    }
  }
}

export const practiceItemInputSchema = z
  .strictObject({
    kind: z.enum(practiceKinds, 'Choose critical thinking or situational judgement'),
    /** Critical thinking only. */
    section: z.enum(criticalThinkingSections, 'Choose one of the five sections').optional(),
    format: z.enum(practiceFormats, 'Choose how the item is answered'),
    passage: multiLineText(5000).pipe(z.string().min(1, 'Write the passage or scenario')),
    prompt: multiLineText(1000).pipe(z.string().min(1, 'Write the statement or question')),
    options: z.array(option, 'List the options').min(minOptions, `Give at least ${minOptions} options`).max(maxOptions, `Give at most ${maxOptions} options`),
    key,
    explanation: multiLineText(3000).default(''),
    difficulty: z.enum(practiceDifficulties, 'Choose easy, medium or hard').default('medium'),
  })
  .superRefine((item, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (item.kind === 'critical-thinking' && !item.section) issue(['section'], 'Choose the section this item belongs to');
    if (item.kind === 'situational-judgement' && item.section) issue(['section'], 'A situational-judgement item has no section');
    if (!formatsOfKind[item.kind].includes(item.format)) {
      issue(['format'], item.kind === 'critical-thinking' ? 'A critical-thinking item is answered by one choice' : 'Choose most and least, rate or rank');
      return;
    }
    const seen = new Set<string>();
    item.options.forEach((each, index) => {
      if (seen.has(each.id)) issue(['options', index, 'id'], 'Each option needs its own id');
      seen.add(each.id);
    });
    if (item.key.format !== item.format) {
      issue(['key'], 'Give the key in the item’s format');
      return;
    }
    for (const found of keyIssues(item.key, item.options)) issue(found.path, found.message);
  });
export type PracticeItemInput = z.output<typeof practiceItemInputSchema>;

const itemId = z.uuid('Choose published items');

/** A test form: a title, a time limit and its items in order, all published and of the form's kind. */
export const practiceFormInputSchema = z.strictObject({
  kind: z.enum(practiceKinds, 'Choose critical thinking or situational judgement'),
  title: plainText(120).pipe(z.string().min(1, 'Give the form a title')),
  minutes: wholeNumber({ min: 1, max: 180, message: 'Give the time limit in whole minutes, from 1 to 180' }),
  free: z.boolean().default(false),
  questionIds: z
    .array(itemId, 'Choose the form’s items')
    .min(1, 'Choose at least one item')
    .max(100, 'A form holds at most 100 items')
    .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear once'),
});
export type PracticeFormInput = z.output<typeof practiceFormInputSchema>;

/** What a coach records for a firm: the kinds of online test it sets (none: not known, or none). */
export const firmTestKindsInputSchema = z.strictObject({
  kinds: z.array(z.enum(practiceKinds, 'Choose critical thinking or situational judgement')).max(practiceKinds.length),
});

/** A coach's comment on one item of an attempt a member sent for review. */
export const practiceCommentInputSchema = z.strictObject({
  attemptId: z.uuid('Choose an attempt under this review'),
  itemId: z.uuid('Choose an item of the attempt'),
  text: multiLineText(2000).pipe(z.string().min(1, 'Write the comment')),
});

/** The list's filters; a value that names nothing is ignored, as the deadlines filters are. */
export const practiceItemFiltersSchema = z.object({
  kind: z.enum(practiceKinds).optional().catch(undefined),
  section: z.enum(criticalThinkingSections).optional().catch(undefined),
  status: z.enum(['draft', 'published', 'retired']).optional().catch(undefined),
  /** Words found in the passage or the statement (the prompt); blank, or not one line of text, is no search. */
  q: plainText(200)
    .catch('')
    .transform((words) => words || undefined)
    .optional(),
});
export type PracticeItemFilters = z.output<typeof practiceItemFiltersSchema>;

/** The coaches' list page: its filters and which page of items (the first, for anything but a page number). */
export const practiceItemPageSchema = practiceItemFiltersSchema.extend({
  page: wholeNumber({ min: 1, max: 100_000, message: 'Choose a page number' }).catch(1),
});
export type PracticeItemPage = z.output<typeof practiceItemPageSchema>;
