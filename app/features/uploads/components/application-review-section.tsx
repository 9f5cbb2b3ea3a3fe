import { LogIn } from 'lucide-react';
import { site } from '@content/site';
import type { NoAccess } from '@server/features/billing/access-standing';
import type { ReviewDesk } from '@server/features/reviews/review-desk';
import { useAccountDialog } from '~/components/layout/account-dialog-state';
import { Button } from '~/components/ui/button';
import { Section } from '~/features/marketing/section';
import { SectionHeading } from '~/features/marketing/section-heading';
import { RequestReviewLink } from '~/features/reviews/components/request-review';
import { UploadDesk } from './upload-desk';

/** The hub's application review area: the member's upload desk, or a visitor's invitation to log in. */
export function ApplicationReviewSection({ desk, noAccess }: { desk: ReviewDesk | null; noAccess: NoAccess | null }) {
  const dialog = useAccountDialog();
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
          <UploadDesk desk={desk} noAccess={noAccess} requestReview={<RequestReviewLink uploads={desk.uploads} quota={desk.quota} />} />
        ) : (
          <div className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-xl border border-dashed bg-card p-8 text-center">
            <p className="text-muted-foreground">Log in to upload your documents and request a review from a coach.</p>
            <Button onClick={() => dialog.open('login')}>
              <LogIn aria-hidden="true" />
              Log in to upload
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
