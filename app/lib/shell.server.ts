import type { RouterContextProvider } from 'react-router';
import { getAccount } from '@server/features/account/get-account';
import { findMembership, grantsAccess } from '@server/features/billing/subscription-status';
import { findGraceDeadline } from '@server/features/billing/grace-period';
import { readThemeCookie } from '~/lib/theme';

/**
 * What every page's frame shows around it (header, theme, the grace banner): the root
 * loader's data. An area's guard that refuses a page sends it with the refusal too, since no
 * loader runs after a middleware refusal and the frame would otherwise show a signed-in member
 * as a visitor.
 */
export async function loadShell(request: Request, context: Readonly<RouterContextProvider>) {
  const { viewer, services } = context;
  const [account, membership, paymentDueBy] = viewer
    ? await Promise.all([
        getAccount(services.db, { userId: viewer.userId }),
        findMembership(services, { userId: viewer.userId }),
        findGraceDeadline(services, { userId: viewer.userId }),
      ])
    : [null, undefined, null];
  return {
    // A member's saved theme wins; a visitor's choice is a cookie; otherwise the system's.
    theme: account?.settings.theme ?? readThemeCookie(request.headers.get('cookie')),
    settings: account?.settings ?? null,
    viewer: viewer && {
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      role: viewer.role,
      subscribed: membership !== undefined && grantsAccess(membership),
      /** Holds a paused plan: premium surfaces say so rather than offer the plans again. */
      paused: membership?.status === 'paused',
      /** While a renewal has failed: when access ends unless they pay (the banner on every page). */
      paymentDueBy,
    },
    bookingUrl: services.config.bookingUrl,
    publicUrl: services.config.publicUrl,
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;
