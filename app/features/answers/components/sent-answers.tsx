import { useId } from 'react';
import { checkAnswer, type AnswerLimit } from '@content/answer-checker';
import { AnswerCount, AnswerFindings } from './answer-findings';

type SentAnswer = { answerId: string; question: string; text: string; limit: AnswerLimit | null };

/**
 * Draft answers as sent for a review, for the member's and the coach's review pages, each
 * with its question's limit, its count and the checker's findings: what the member saw.
 */
export function SentAnswers({ answers, firm }: { answers: SentAnswer[]; firm: string }) {
  if (answers.length === 0) return null;
  return (
    <div className="grid gap-4">
      {answers.map((answer) => (
        <SentAnswerCard key={answer.answerId} answer={answer} firm={firm} />
      ))}
    </div>
  );
}

function SentAnswerCard({ answer, firm }: { answer: SentAnswer; firm: string }) {
  const id = useId();
  const check = checkAnswer({ firm, text: answer.text, limit: answer.limit });
  const limit = answer.limit
    ? 'words' in answer.limit
      ? `Limit: ${answer.limit.words} words`
      : `Limit: ${answer.limit.characters} characters`
    : 'No limit given';
  return (
    <article className="grid gap-2 rounded-md border p-4" aria-labelledby={`${id}-question`}>
      <h3 id={`${id}-question`} className="font-sans text-sm font-semibold">
        {answer.question}
      </h3>
      <p className="text-sm text-muted-foreground">{limit}</p>
      <p className="whitespace-pre-wrap break-words text-sm">{answer.text}</p>
      <AnswerCount id={`${id}-count`} check={check} limit={answer.limit} />
      <AnswerFindings id={`${id}-findings`} check={check} firm={firm} text={answer.text} />
    </article>
  );
}
