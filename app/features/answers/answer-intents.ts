import { rowIntent } from '~/lib/forms/row-intent';

/**
 * What each of an answer's buttons asks the page's action to do. `review` asks to send and
 * spends nothing: it opens the confirmation, whose own button (`send`) spends a review.
 */
export const answerActions = ['save', 'check', 'review', 'send', 'delete'] as const;
export type AnswerAction = (typeof answerActions)[number];
export const isAnswerAction = (kind: string): kind is AnswerAction =>
  (answerActions as readonly string[]).includes(kind);

/** The workspace's forms, each naming its answer (`save:<answerId>`), so results land on the right one. */
export const answerIntents = {
  addQuestion: 'add-question',
  of: (action: AnswerAction, answerId: string) => rowIntent(action, answerId),
};

/** Where the unsent copy of a draft waits on this device until the server has it. */
export const unsavedDraftKey = (answerId: string) => `answer-draft:${answerId}`;
