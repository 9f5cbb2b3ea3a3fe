import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@content/site';
import type { NoAccess } from '@server/features/billing/access-standing';
import type { ReviewDesk } from '@server/features/reviews/review-desk';
import { LoginLink } from '~/components/layout/login-link';
import { Button } from '~/components/ui/button';
import { Section } from '~/features/marketing/section';
import { SectionHeading } from '~/features/marketing/section-heading';
import { RequestReviewLink } from '~/features/reviews/components/request-review';
import { UploadDesk } from './upload-desk';

/**
 * The hub's application review area: the member's upload desk (with the page's `uploadArea`,
 * an island), or a visitor's invitation to log in.
 */
export function ApplicationReviewSection({ desk, noAccess, uploadArea }: { desk: ReviewDesk | null; noAccess: NoAccess | null; uploadArea: ReactNode }) {
  return (
    <Section labelledBy="application-reviews-title">
      <SectionHeading
        id="application-reviews-title"
        eyebrow="Application reviews"
        title="Get your application reviewed"
        description={`Upload your CV, cover letter or application answers and a coach will send structured feedback within ${site.reviewTurnaroundWorkingDays} working days.`}
      />
      <div className="mt-12">
        {desk ? (
          <UploadDesk desk={desk} noAccess={noAccess} uploadArea={uploadArea} requestReview={<RequestReviewLink uploads={desk.uploads} quota={desk.quota} />} />
        ) : (
          <div className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-xl border border-dashed bg-card p-8 text-center">
            <p className="text-muted-foreground">Log in to upload your documents and request a review from a coach.</p>
            {/* The log-in page, back here after; where React Router runs, the Account dialog. */}
            <Button asChild>
              <LoginLink>
                <LogIn aria-hidden="true" />
                Log in to upload
              </LoginLink>
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
