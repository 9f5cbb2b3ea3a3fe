import { useCallback, useState } from 'react';
import type { WorkspaceAnswer } from '../application-workspace.server';
import { AddQuestionForm } from './add-question-form';
import { AnswerEditor } from './answer-editor';
import { RepeatedOpenings } from './repeated-openings';
import type { ReviewAllowance } from './send-for-review';

/**
 * An application's questions and drafts. It follows what is in every box as it is typed,
 * so answers opening the same way are pointed out before any of them is saved.
 */
export function AnswerWorkspace({
  answers,
  firm,
  firmKey,
  allowance,
}: {
  answers: WorkspaceAnswer[];
  firm: string;
  firmKey: string;
  allowance: ReviewAllowance;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const follow = useCallback((answerId: string, text: string) => setTyped((now) => ({ ...now, [answerId]: text })), []);
  return (
    <>
      <RepeatedOpenings answers={answers.map((answer) => ({ ...answer, text: typed[answer.id] ?? answer.text }))} />
      {answers.map((answer) => (
        <AnswerEditor key={answer.id} answer={answer} firm={firm} firmKey={firmKey} allowance={allowance} onText={follow} />
      ))}
      <AddQuestionForm />
    </>
  );
}
