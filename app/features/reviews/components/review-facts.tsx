import { applicationTypes, type ApplicationType } from '@server/features/reviews/review.schema';
import { FactList } from '~/components/ui/fact-list';
import { formatDate } from '@content/uk-dates';

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
  return <FactList facts={facts} className="lg:grid-cols-5" />;
}
