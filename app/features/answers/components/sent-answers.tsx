/** Draft answers as sent for a review, for the member's and the coach's review pages. */
export function SentAnswers({ answers }: { answers: { answerId: string; question: string; text: string }[] }) {
  if (answers.length === 0) return null;
  return (
    <div className="grid gap-4">
      {answers.map((answer) => (
        <article key={answer.answerId} className="grid gap-2 rounded-md border p-4">
          <h3 className="font-sans text-sm font-semibold">{answer.question}</h3>
          <p className="whitespace-pre-wrap text-sm">{answer.text}</p>
        </article>
      ))}
    </div>
  );
}
