import { findRepeatedOpenings } from '@content/answer-checker';

/** Answers of this application that open the same way: a reader of the whole form notices. */
export function RepeatedOpenings({ answers }: { answers: { id: string; question: string; text: string }[] }) {
  const repeated = findRepeatedOpenings(answers);
  if (repeated.length === 0) return null;
  const questionOf = (id: string) => answers.find((answer) => answer.id === id)?.question ?? '';
  return (
    <div role="note" className="rounded-md border border-gold/60 bg-accent p-4 text-sm">
      <p className="font-semibold">Answers that open the same way</p>
      <ul className="mt-2 grid gap-1">
        {repeated.map((group) => (
          <li key={group.answerIds.join()}>
            “{group.opening}” opens: {group.answerIds.map(questionOf).join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
