import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plans } from '@content/plans';
import type { NoAccess } from '@server/features/billing/access-standing';
import type { ReviewDesk } from '@server/features/reviews/review-desk';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { noAccessSentence } from '~/lib/no-access-words';
import { QuotaSummary } from '~/features/reviews/components/quota-summary';
import { UploadedFilesList } from './uploaded-files-list';

/**
 * A member's documents and the way to get them reviewed: `uploadArea` (the page's island of
 * UploadArea, ADR 0051, given how the last upload went), the Uploaded Files list, and this
 * month's allowance with `requestReview` (the page's way to ask for a review: the form
 * itself, or a link that opens it) or, without access, why (`noAccess`) and the way back.
 * The page's loader supplies the data; its action takes every change.
 */
export function UploadDesk({
  desk,
  noAccess,
  uploadArea,
  requestReview,
}: {
  desk: ReviewDesk;
  noAccess: NoAccess | null;
  uploadArea: ReactNode;
  requestReview: ReactNode;
}) {
  const { uploads, quota } = desk;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        {uploadArea}
        <UploadedFilesList files={uploads} />
      </div>
      <aside
        id="request-review"
        aria-labelledby="request-review-title"
        className="grid content-start gap-4 self-start rounded-xl border bg-card p-6 shadow-sm"
      >
        <h3 id="request-review-title" className="font-sans text-lg font-semibold">
          Request a review
        </h3>
        {!noAccess ? (
          <>
            <QuotaSummary quota={quota} />
            {requestReview}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {noAccess.kind === 'none'
                ? `You can upload your documents now. Application reviews by a coach come with a premium plan: ${plans.monthly.entitlements.reviewsPerMonth} a month, or ${plans['half-year'].entitlements.reviewsPerMonth} with ${plans['half-year'].name}.`
                : `${noAccessSentence(noAccess)} Your documents and reviews stay here; asking for a new review needs ${noAccess.kind === 'paused' ? 'your membership resumed' : 'a plan'}.`}
            </p>
            <PlanWayBack standing={noAccess} />
          </>
        )}
        <Link to="/my-reviews" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          See my reviews
        </Link>
      </aside>
    </div>
  );
}
