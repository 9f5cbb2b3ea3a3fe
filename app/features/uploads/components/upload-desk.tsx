import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plans } from '@content/plans';
import type { ReviewDesk } from '@server/features/reviews/review-desk';
import { Button } from '~/components/ui/button';
import { QuotaSummary } from '~/features/reviews/components/quota-summary';
import { UploadArea } from './upload-area';
import { UploadedFilesList } from './uploaded-files-list';

/**
 * A member's documents and the way to get them reviewed: the upload area, the Uploaded
 * Files list, and this month's allowance with `requestReview` (the page's way to ask for a
 * review: the form itself, or a link that opens it) or, without a plan, where to get one.
 * The page's loader supplies the data; its action takes every change.
 */
export function UploadDesk({ desk, requestReview }: { desk: ReviewDesk; requestReview: ReactNode }) {
  const { uploads, quota } = desk;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <UploadArea />
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
        {quota.planId ? (
          <>
            <QuotaSummary quota={quota} />
            {requestReview}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              You can upload your documents now. Application reviews by a coach come with a premium plan:{' '}
              {plans.monthly.entitlements.reviewsPerMonth} a month, or {plans['half-year'].entitlements.reviewsPerMonth}{' '}
              with {plans['half-year'].name}.
            </p>
            <Button asChild variant="gold" className="justify-self-start">
              <Link to="/services">View plans</Link>
            </Button>
          </>
        )}
        <Link to="/my-reviews" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          See my reviews
        </Link>
      </aside>
    </div>
  );
}
