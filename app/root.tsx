import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRevalidator,
  type LinksFunction,
} from 'react-router';
import { useCallback, useRef, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { Route } from './+types/root';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ThemeProvider } from '~/components/layout/theme-provider';
import { AccountDialogProvider } from '~/components/layout/account-dialog-state';
import { Toaster } from '~/components/ui/toaster';
import { useNonce } from '~/lib/nonce';
import { PageRefreshProvider } from '~/lib/page-refresh';
import { pageCountsDown, pageHydrates, pageLoadsIslands } from '~/lib/route-handle';
import { IslandsScript } from '~/islands/islands-script';
import { useEnhancements } from '~/islands/use-enhancements';
import { HeadReadAt } from '~/features/practice/use-time-left';
import { ErrorScreen, isRefusal, RefusalScreen } from '~/components/layout/page-error-boundary';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import type { PageRefusal } from '~/lib/page-guards.server';
import { site } from '@content/site';
import { WebFonts } from '~/components/layout/web-fonts';
import { HydrationMarker } from '~/components/layout/hydration-marker';
import { loadShell } from '~/lib/shell.server';
import { useShell } from '~/lib/shell';
import { PastDueBanner } from '~/features/billing/components/past-due-banner';
import stylesheet from './app.css?url';
import './lib/zod-csp';

export const links: LinksFunction = () => [
  // After WebFonts' script, which it would otherwise hold up; the preload scanner finds it
  // at once all the same.
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Only shown when no page's own title is: an area's guard refused the page before any loader
 * ran, so the root's boundary renders the refusal and titles it.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!isRefusal(error) || !isRouteErrorResponse(error)) return [];
  const refusal = error.data as PageRefusal | null;
  const title =
    error.status === 404
      ? 'Page not found'
      : error.status === 401
        ? 'Please log in'
        : refusal?.reason === 'coach'
          ? 'Coaches only'
          : (refusal?.pitch?.title ?? 'Premium');
  return [{ title: `${title} | ${site.name}` }];
};

export const loader = ({ request, context }: Route.LoaderArgs) => loadShell(request, context);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useShell();
  const theme = data?.theme ?? 'system';
  // Content pages opt out of scripts (their route's handle, ADR 0024): plain HTML, no hydration.
  const matches = useMatches();
  const hydrates = pageHydrates(matches);
  // React writes React Router's module preloads at the top of <head>, ahead of the stylesheet
  // link: a page with scripts would have its stylesheet, which the first paint waits for,
  // queued behind some twenty scripts on a phone's six connections. A preload is written
  // before them, so the stylesheet is asked for first (ADR 0050).
  if (hydrates) preload(stylesheet, { as: 'style' });
  return (
    // data-fonts is set by WebFonts' script before React hydrates.
    <html lang="en-GB" className={theme === 'system' ? undefined : theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {pageCountsDown(matches) ? <HeadReadAt nonce={nonce} /> : null}
        <WebFonts nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <ThemeProvider initial={theme}>
          <AccountDialogProvider>
            <SiteHeader />
            {data?.viewer?.paymentDueBy ? <PastDueBanner graceEndsAt={data.viewer.paymentDueBy} /> : null}
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <Toaster />
          </AccountDialogProvider>
        </ThemeProvider>
        <HydrationMarker />
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {pageLoadsIslands(matches) ? <IslandsScript /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useEnhancements();
  // Read when called, through a ref: the revalidator changes with its state, which the pages need not follow.
  const revalidator = useRevalidator();
  const current = useRef(revalidator);
  current.current = revalidator;
  const refreshPage = useCallback(() => void current.current.revalidate(), []);
  return (
    <PageRefreshProvider value={refreshPage}>
      <Outlet />
    </PageRefreshProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // An area's guard refuses before any loader runs, so a refused page load is rendered here.
  if (isRefusal(error)) return <RefusalScreen error={error} planWayBack={PlanWayBack} />;
  return <ErrorScreen error={error} />;
}
