import { Link } from 'react-router';
import type { Route } from './+types/hub';
import { Button } from '~/components/ui/button';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { findNoAccess } from '@server/features/billing/access-standing';
import { ContinueCard } from '~/features/library/components/continue-card';
import { HubTile } from '~/features/library/components/hub-tile';
import { findLastOpened, listCollections } from '@server/features/library/library-queries';
import { FreeResources } from '~/features/marketing/home/free-resources';
import { getReviewDesk } from '@server/features/reviews/review-desk';
import { listDueThisWeek } from '@server/features/applications/application-queries';
import { DueThisWeek } from '~/features/applications/components/due-this-week';
import { PracticeHubCard } from '~/features/practice/components/practice-hub-card';
import { ApplicationReviewSection } from '~/features/uploads/components/application-review-section';
import { UploadArea } from '~/features/uploads/components/upload-area';
import { uploadOutcome } from '~/features/uploads/upload-outcome';
import { Island } from '~/islands/island';
import { PageIntro } from '~/features/marketing/page-intro';
import { Section } from '~/features/marketing/section';
import { SectionHeading } from '~/features/marketing/section-heading';
import { memberPageHandle } from '~/lib/cacheable-page';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { seo } from '~/lib/seo';
import { uploadDeskAction } from '~/features/uploads/upload-desk-action.server';
import { guardWrites } from '~/lib/page-guards.server';
import { PausedNotice } from '~/features/billing/components/pause-forms';
import { noAccessSentence } from '~/lib/no-access-words';

/**
 * A member's hub changes only through their own writes and the coaches', which drop its copies
 * (ADR 0041). It is plain HTML (ADR 0051): its forms post to its action, and the upload area is
 * an island.
 */
export const handle = { ...memberPageHandle, ...islandsPageHandle, what: 'the hub' } satisfies RouteHandle;

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
  const [collections, noAccess, reviewDesk, dueThisWeek] = await Promise.all([
    listCollections(services.db, { userId }),
    userId ? findNoAccess(services, { userId }) : ({ kind: 'none' } as const),
    userId ? getReviewDesk(services.db, { userId }) : null,
    userId ? listDueThisWeek(services.db, { userId }) : null,
  ]);
  const lastOpened = userId && !noAccess ? await findLastOpened(services.db, { userId }) : null;
  return { collections, noAccess, lastOpened, reviewDesk, dueThisWeek };
}

/** The application review area's uploads, deletions and review requests. */
/** Anyone reads the hub; its upload desk is a member's (ADR 0038). */
export const middleware = [guardWrites('member')];

export const action = ({ request, context }: Route.ActionArgs) => uploadDeskAction({ request, context });

export default function Hub({ loaderData, actionData }: Route.ComponentProps) {
  const { collections, noAccess, lastOpened, reviewDesk, dueThisWeek } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="Hub"
        title="Your resource hub"
        description={
          !noAccess
            ? 'Everything in your membership, in one place. Pick up where you left off or start something new.'
            : noAccess.kind === 'none'
              ? 'Eight premium collections built by coaches who have been through the process. Upgrade to unlock them all.'
              : `${noAccessSentence(noAccess)} Your applications, drafts and reviews are kept: ${noAccess.kind === 'paused' ? 'resume to open the eight premium collections again' : 'choose a plan to open the eight premium collections again'}.`
        }
      >
        {!noAccess || noAccess.kind === 'paused' ? null : (
          <Button asChild variant="gold" size="lg">
            <Link to="/services">See the plans</Link>
          </Button>
        )}
      </PageIntro>
      {noAccess?.kind === 'paused' ? (
        <div className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
          <PausedNotice resumesAt={noAccess.resumesAt} />
        </div>
      ) : null}
      {dueThisWeek ? <DueThisWeek applications={dueThisWeek} /> : null}
      {/* Like "Due this week", for a signed-in member only. */}
      {dueThisWeek ? <PracticeHubCard /> : null}
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
              <HubTile tile={tile} noAccess={noAccess} />
            </li>
          ))}
        </ul>
      </Section>
      <ApplicationReviewSection
        desk={reviewDesk}
        noAccess={noAccess}
        uploadArea={<Island name="upload-area" component={UploadArea} props={{ outcome: uploadOutcome(actionData) }} />}
      />
      <FreeResources />
    </>
  );
}

// A review asked for from a page left open after the plan paused or ended is refused with the
// way back (Resume, or the plans) rather than the site's general error page.
export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
