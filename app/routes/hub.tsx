import { Link } from 'react-router';
import type { Route } from './+types/hub';
import { Button } from '~/components/ui/button';
import { hasActiveSubscription } from '@server/features/billing/subscription-status';
import { ContinueCard } from '~/features/library/components/continue-card';
import { HubTile } from '~/features/library/components/hub-tile';
import { findLastOpened, listCollections } from '@server/features/library/library-queries';
import { FreeResources } from '~/features/marketing/home/free-resources';
import { getReviewDesk } from '@server/features/reviews/review-desk';
import { listDueThisWeek } from '@server/features/applications/application-queries';
import { DueThisWeek } from '~/features/applications/components/due-this-week';
import { ApplicationReviewSection } from '~/features/uploads/components/application-review-section';
import { PageIntro } from '~/features/marketing/page-intro';
import { Section } from '~/features/marketing/section';
import { SectionHeading } from '~/features/marketing/section-heading';
import { memberPageHandle } from '~/lib/cacheable-page';
import { seo } from '~/lib/seo';
import { uploadDeskAction } from '~/features/uploads/upload-desk-action.server';
import { findPause } from '@server/features/billing/lifecycle/membership-changes';
import { PausedNotice } from '~/features/billing/components/pause-forms';

/** A member's hub changes only through their own writes and the coaches' (ADR 0015). */
export const handle = memberPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/hub',
    title: 'Resource Hub',
    description: 'Firm profiles, application guides, interview and commercial awareness courses for aspiring commercial solicitors, plus free downloads.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, services } = context;
  const userId = viewer?.userId;
  const [collections, subscribed, reviewDesk, dueThisWeek] = await Promise.all([
    listCollections(services.db, { userId }),
    userId ? hasActiveSubscription(services, { userId }) : false,
    userId ? getReviewDesk(services.db, { userId }) : null,
    userId ? listDueThisWeek(services.db, { userId }) : null,
  ]);
  const lastOpened = userId && subscribed ? await findLastOpened(services.db, { userId }) : null;
  const pause = userId && !subscribed ? await findPause(services, { userId }) : null;
  return { collections, subscribed, lastOpened, reviewDesk, dueThisWeek, pause };
}

/** The application review area's uploads, deletions and review requests. */
export const action = ({ request, context }: Route.ActionArgs) => uploadDeskAction({ request, context });

export default function Hub({ loaderData }: Route.ComponentProps) {
  const { collections, subscribed, lastOpened, reviewDesk, dueThisWeek, pause } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="Hub"
        title="Your resource hub"
        description={
          subscribed
            ? 'Everything in your membership, in one place. Pick up where you left off or start something new.'
            : 'Eight premium collections built by coaches who have been through the process. Upgrade to unlock them all.'
        }
      >
        {subscribed || pause ? null : (
          <Button asChild variant="gold" size="lg">
            <Link to="/services">View Subscription Plans</Link>
          </Button>
        )}
      </PageIntro>
      {pause ? (
        <div className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
          <PausedNotice resumesAt={pause.resumesAt} />
        </div>
      ) : null}
      {dueThisWeek ? <DueThisWeek applications={dueThisWeek} /> : null}
      {lastOpened ? (
        <div className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
          <ContinueCard lastOpened={lastOpened} />
        </div>
      ) : null}
      <Section labelledBy="collections-title">
        <SectionHeading id="collections-title" eyebrow="Premium collections" title="Learn, prepare, apply" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {collections.map((tile) => (
            <li key={tile.slug}>
              <HubTile tile={tile} subscribed={subscribed} />
            </li>
          ))}
        </ul>
      </Section>
      <ApplicationReviewSection desk={reviewDesk} />
      <FreeResources />
    </>
  );
}
