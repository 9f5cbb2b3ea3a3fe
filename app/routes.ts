import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
// React Router reads this file before Vite's aliases exist: the one relative import into content/.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { premiumPages } from '../content/library/collections';

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('hub', 'routes/hub.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('blog/magic-circle-applications', 'routes/article.tsx', { id: 'article-magic-circle' }),
  route('blog/ma-for-applicants', 'routes/article.tsx', { id: 'article-ma-for-applicants' }),
  route('assessment-centre-tips', 'routes/article.tsx', { id: 'article-assessment-centre' }),
  route('deadlines', 'routes/deadlines.tsx'),
  // Subscribers only: one route per premium page of the library, from the content catalogue.
  layout('routes/area-subscriber.tsx', [
    ...premiumPages.map((page) => route(page.path.slice(1), 'routes/collection.tsx', { id: `collection-${page.slug}` })),
  ]),
  route('course/:slug', 'routes/course.tsx'),
  route('account-deleted', 'routes/account-deleted.tsx'),
  route('applications', 'routes/applications.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('theme', 'routes/theme.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('email-verified', 'routes/email-verified.tsx'),
  route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
  // Signed-in members (the guard runs once, in the layout's middleware: ADR 0038).
  layout('routes/area-member.tsx', [
    route('profile', 'routes/profile.tsx'),
    route('payment-plan', 'routes/payment-plan.tsx'),
    route('payment-plan/cancel', 'routes/payment-plan-cancel.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('account', 'routes/account.tsx'),
    route('my-reviews', 'routes/my-reviews.tsx'),
    route('my-reviews/:id', 'routes/my-review.tsx'),
    route('applications/:id', 'routes/application.tsx'),
    route('practice', 'routes/practice.tsx'),
    route('practice/attempts/:id', 'routes/practice-attempt.tsx'),
    // A member's own takes stay theirs to watch after a plan ends; starting and sending need a plan.
    route('interviews/attempts/:id', 'routes/interview-attempt.tsx'),
    route('billing/success', 'routes/billing-success.tsx'),
    route('billing/invoices/:id', 'routes/billing-invoice.tsx'),
  ]),
  // Video-interview practice: subscribers only, checked once in its layout (a member without a plan sees the pitch).
  layout('routes/area-interviews.tsx', [
    route('interviews', 'routes/interviews.tsx'),
  ]),
  // Demo mode only (404 in production); the demo payment pages are members' pages too.
  layout('routes/area-demo.tsx', [
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    layout('routes/area-member.tsx', { id: 'area-demo-member' }, [
      route('billing/demo/checkout/:id', 'routes/billing-demo-checkout.tsx'),
      route('billing/demo/portal', 'routes/billing-demo-portal.tsx'),
    ]),
  ]),
  // Coaches only: the coach layout's middleware guards every section.
  route('coach', 'routes/coach.tsx', [
    index('routes/coach-overview.tsx'),
    route('members', 'routes/coach-members.tsx'),
    route('members/:id', 'routes/coach-member.tsx'),
    route('reviews', 'routes/coach-reviews.tsx'),
    route('reviews/:id', 'routes/coach-review.tsx'),
    route('enquiries', 'routes/coach-enquiries.tsx'),
    route('library', 'routes/coach-library.tsx'),
    route('library/:slug', 'routes/coach-library-collection.tsx'),
    route('deadlines', 'routes/coach-deadlines.tsx'),
    route('practice', 'routes/coach-practice.tsx'),
    route('practice/items/new', 'routes/coach-practice-item-new.tsx'),
    route('practice/items/:id', 'routes/coach-practice-item.tsx'),
    route('practice/import', 'routes/coach-practice-import.tsx'),
    route('practice/forms/new', 'routes/coach-practice-form-new.tsx'),
    route('interviews', 'routes/coach-interviews.tsx'),
    route('interviews/new', 'routes/coach-interviews-new.tsx'),
    route('interviews/:id', 'routes/coach-interview.tsx'),
    route('audit', 'routes/coach-audit.tsx'),
    route('offers', 'routes/coach-offers.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
