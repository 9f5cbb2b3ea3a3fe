import {
  feedbackSectionIds,
  feedbackSections,
  type ReviewFeedback,
} from '@server/features/reviews/review.schema';

/** The coach's structured feedback: each section's comment and, when given, its score. */
export function FeedbackView({ feedback }: { feedback: ReviewFeedback }) {
  const sections = feedbackSectionIds.filter((id) => id === 'overall' || feedback[id].comment || feedback[id].score);
  return (
    <div className="grid gap-4">
      {sections.map((id) => (
        <section key={id} aria-labelledby={`feedback-${id}`} className="rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`feedback-${id}`} className="font-sans text-base font-semibold">
              {feedbackSections[id]}
            </h3>
            {feedback[id].score ? (
              <p className="text-sm font-medium">
                <span className="sr-only">Score: </span>
                {feedback[id].score} / 5
              </p>
            ) : null}
          </div>
          <p className="mt-2 whitespace-pre-wrap text-sm leading-relaxed">{feedback[id].comment || 'No comment.'}</p>
        </section>
      ))}
    </div>
  );
}
