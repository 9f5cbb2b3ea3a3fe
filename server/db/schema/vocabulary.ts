/**
 * The fixed lists of values some columns take, kept apart from the tables: the forms' schemas
 * that the browser runs validate against them, and importing them from here does not bring
 * Drizzle and every table into a page's JavaScript.
 */

/** How a promotion's discount lasts (as Stripe's coupons say). */
export const promotionDurations = ['once', 'repeating', 'forever'] as const;
export type PromotionDuration = (typeof promotionDurations)[number];

/** Why members leave. */
export const cancellationReasons = ['too_expensive', 'got_an_offer', 'taking_a_break', 'not_using_it', 'missing_something', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/** Timed practice: the kinds of test, the critical-thinking sections, the answer formats. */
export const practiceKinds = ['critical-thinking', 'situational-judgement'] as const;
export type PracticeKind = (typeof practiceKinds)[number];

/** The five sections of the critical-thinking format. */
export const criticalThinkingSections = ['inference', 'assumptions', 'deduction', 'interpretation', 'evaluation'] as const;
export type CriticalThinkingSection = (typeof criticalThinkingSections)[number];

/**
 * How an item is answered: `choice` picks one option (every critical-thinking item);
 * a situational-judgement item picks the most and least effective response, rates each
 * from 1 to 4, or ranks them.
 */
export const practiceFormats = ['choice', 'most-least', 'rate', 'rank'] as const;
export type PracticeFormat = (typeof practiceFormats)[number];

export const practiceDifficulties = ['easy', 'medium', 'hard'] as const;
export const practiceStatuses = ['draft', 'published', 'retired'] as const;
