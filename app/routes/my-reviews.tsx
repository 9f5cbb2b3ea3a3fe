import type { Route } from './+types/my-reviews';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { MemberReviewList } from '~/features/reviews/components/member-review-list';
import { getReviewDesk } from '@server/features/reviews/review-desk';
import { findNoAccess } from '@server/features/billing/access-standing';
import { listMemberReviews } from '@server/features/reviews/review-queries';
import { UploadDesk } from '~/features/uploads/components/upload-desk';
import { UploadArea } from '~/features/uploads/components/upload-area';
import { uploadOutcome } from '~/features/uploads/upload-outcome';
import { Island } from '~/islands/island';
import { uploadDeskAction } from '~/features/uploads/upload-desk-action.server';
import { RequestReviewForm } from '~/features/reviews/components/submit-review-form';

export const meta: Route.MetaFunction = () => [
  { title: 'My reviews | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const { services } = context;
  const [desk, reviews, noAccess] = await Promise.all([
    getReviewDesk(services.db, { userId: viewer.userId }),
    listMemberReviews(services.db, { userId: viewer.userId }),
    findNoAccess(services, { userId: viewer.userId }),
  ]);
  return { desk, reviews, noAccess };
}

export const action = ({ request, context }: Route.ActionArgs) => uploadDeskAction({ request, context });

export default function MyReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { desk, reviews, noAccess } = loaderData;
  return (
    <>
      <PageHeader
        title="My reviews"
        description="Upload your documents, ask a coach for a review, and read your feedback."
      />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-12 px-4 py-10 sm:px-6">
        <section aria-labelledby="my-reviews-title" className="grid gap-4">
          <h2 id="my-reviews-title" className="text-2xl font-semibold">
            Your reviews
          </h2>
          <MemberReviewList reviews={reviews} />
        </section>
        <section aria-labelledby="my-documents-title" className="grid gap-4">
          <h2 id="my-documents-title" className="text-2xl font-semibold">
            Your documents
          </h2>
          <UploadDesk
            desk={desk}
            noAccess={noAccess}
            uploadArea={<Island name="upload-area" component={UploadArea} props={{ outcome: uploadOutcome(actionData) }} />}
            requestReview={<RequestReviewForm uploads={desk.uploads} quota={desk.quota} />}
          />
        </section>
      </div>
    </>
  );
}

export const handle = { what: 'your reviews' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
