import { premiumPages } from '@content/library/collections';

/**
 * Who may use each page. The area guards enforce it on the server (the layout routes'
 * middleware in app/routes.ts, ADR 0038); this table is what the access tests walk, and a
 * page missing from it fails them.
 * - anyone: public.
 * - member: visitors get "Access Denied" (rendered by the server).
 * - subscriber: visitors get "Authentication Required", members without a plan the upsell.
 * - owner: a member's own record; anyone else's is 404.
 * - coach: 401 for visitors, 403 for everyone but coaches.
 * - demo: exists only in demo mode (404 in production).
 */
export type PageAccess = 'anyone' | 'member' | 'subscriber' | 'owner' | 'coach' | 'demo';

export const pageAccess: Record<string, PageAccess> = {
  '/': 'anyone',
  '/services': 'anyone',
  '/hub': 'anyone',
  '/about': 'anyone',
  '/contact': 'anyone',
  '/faq': 'anyone',
  '/privacy': 'anyone',
  '/blog/magic-circle-applications': 'anyone',
  '/blog/ma-for-applicants': 'anyone',
  '/assessment-centre-tips': 'anyone',
  '/deadlines': 'anyone',
  ...Object.fromEntries(premiumPages.map((page) => [page.path, 'subscriber' as const])),
  '/course/:slug': 'anyone',
  '/profile': 'member',
  '/payment-plan': 'member',
  '/payment-plan/cancel': 'member',
  '/settings': 'member',
  '/account-deleted': 'anyone',
  '/my-reviews': 'member',
  '/my-reviews/:id': 'owner',
  '/applications': 'member',
  '/applications/:id': 'owner',
  '/practice': 'member',
  '/practice/attempts/:id': 'owner',
  '/interviews': 'subscriber',
  '/interviews/attempts/:id': 'owner',
  '/login': 'anyone',
  '/signup': 'anyone',
  '/logout': 'anyone',
  '/unsubscribe/:token': 'anyone',
  '/theme': 'anyone',
  '/account': 'member',
  '/forgot-password': 'anyone',
  '/reset-password': 'anyone',
  '/email-verified': 'anyone',
  '/dev/mailbox': 'demo',
  '/billing/demo/checkout/:id': 'owner',
  '/billing/demo/portal': 'member',
  '/billing/success': 'member',
  '/billing/invoices/:id': 'owner',
  '/coach': 'coach',
  '/coach/members': 'coach',
  '/coach/members/:id': 'coach',
  '/coach/reviews': 'coach',
  '/coach/reviews/:id': 'coach',
  '/coach/enquiries': 'coach',
  '/coach/library': 'coach',
  '/coach/library/:slug': 'coach',
  '/coach/deadlines': 'coach',
  '/coach/practice': 'coach',
  '/coach/practice/items/new': 'coach',
  '/coach/practice/items/:id': 'coach',
  '/coach/practice/import': 'coach',
  '/coach/practice/forms/new': 'coach',
  '/coach/interviews': 'coach',
  '/coach/interviews/new': 'coach',
  '/coach/interviews/:id': 'coach',
  '/coach/audit': 'coach',
  '/coach/offers': 'coach',
  '/sitemap.xml': 'anyone',
  '/robots.txt': 'anyone',
  '/*': 'anyone',
};

/**
 * Pages anyone may read whose forms are a member's: their action is guarded at this level
 * instead (`guardWrites`). Every other page's forms have the page's own level.
 */
export const pageWriteAccess: Partial<Record<string, PageAccess>> = {
  '/hub': 'member',
  // The answer workspace: a paused member reads their drafts and sends none (ADR 0037).
  '/applications/:id': 'subscriber',
  // Changing or cancelling a demo plan needs one (the renewal it simulates says so itself).
  '/billing/demo/portal': 'subscriber',
};
