import { applicationTypes, type ApplicationType } from '@server/features/reviews/review.schema';
import { formatDate } from '~/lib/format-date';

type Facts = {
  applicationType: ApplicationType;
  planName: string;
  submittedAt: string;
  dueAt: string;
  completedAt: string | null;
  coach: { name: string } | null;
};

/** The key dates and details of a review, as a definition list. */
export function ReviewFacts({ review }: { review: Facts }) {
  const facts: [string, string][] = [
    ['Application', applicationTypes[review.applicationType]],
    ['Plan', review.planName],
    ['Submitted', formatDate(review.submittedAt)],
    [review.completedAt ? 'Completed' : 'Due by', formatDate(review.completedAt ?? review.dueAt)],
    ['Coach', review.coach?.name ?? 'Not yet assigned'],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
