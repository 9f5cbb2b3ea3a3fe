import { useCallback, useState } from 'react';
import type { WorkspaceAnswer } from '../application-workspace.server';
import type { AnswerResult } from '../answer-result';
import { AnswerEditor } from './answer-editor';
import { RepeatedOpenings } from './repeated-openings';
import type { ReviewAllowance } from './send-for-review';

/**
 * An application's questions and drafts. It follows what is in every box as it is typed,
 * so answers opening the same way are pointed out before any of them is saved.
 *
 * An island on the plain application page (ADR 0051): everything comes in as JSON props,
 * including what the page's action answered the last post (`result`), and nothing here
 * imports React Router.
 */
export function AnswerWorkspace({
  answers,
  firm,
  firmKey,
  allowance,
  result,
}: {
  answers: WorkspaceAnswer[];
  firm: string;
  firmKey: string;
  allowance: ReviewAllowance;
  /** The action's answer to one of the answers' forms (`answerResultOf`), else `null`. */
  result: AnswerResult | null;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const follow = useCallback((answerId: string, text: string) => setTyped((now) => ({ ...now, [answerId]: text })), []);
  return (
    <>
      <RepeatedOpenings answers={answers.map((answer) => ({ ...answer, text: typed[answer.id] ?? answer.text }))} />
      {answers.map((answer) => (
        <AnswerEditor
          key={answer.id}
          answer={answer}
          firm={firm}
          firmKey={firmKey}
          allowance={allowance}
          result={result}
          onText={follow}
        />
      ))}
    </>
  );
}
