import type { FormResult } from '~/lib/forms/form-result';
import { splitIntent } from '~/lib/forms/row-intent';
import type { CheckResult, ConfirmSendResult } from './application-workspace.server';
import { isAnswerAction } from './answer-intents';

/** What the page's action answers one of the answers' forms: saved, checked, asked before sending, sent, or refused. */
export type AnswerResult = FormResult | CheckResult | ConfirmSendResult;

/**
 * The action's answer when it was to one of the answers' forms (not the add-question form):
 * what the page hands its answer workspace, as JSON, after a post; `null` when there is none.
 */
export function answerResultOf(actionData: AnswerResult | undefined): AnswerResult | null {
  return actionData?.intent && isAnswerAction(splitIntent(actionData.intent).kind) ? actionData : null;
}

/** One answer's own result: the action's answer when one of that answer's buttons was pressed. */
export function resultForAnswer(result: AnswerResult | null, answerId: string): AnswerResult | null {
  if (!result?.intent) return null;
  const { kind, id } = splitIntent(result.intent);
  return isAnswerAction(kind) && id === answerId ? result : null;
}
