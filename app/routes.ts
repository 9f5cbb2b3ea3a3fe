import { index, route, type RouteConfig } from '@react-router/dev/routes';
// React Router reads this file before Vite's aliases exist: the one relative import into content/.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { collections } from '../content/library/collections';

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('hub', 'routes/hub.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('blog/magic-circle-applications', 'routes/article.tsx', { id: 'article-magic-circle' }),
  route('blog/ma-for-applicants', 'routes/article.tsx', { id: 'article-ma-for-applicants' }),
  route('assessment-centre-tips', 'routes/article.tsx', { id: 'article-assessment-centre' }),
  // One route per premium collection, from the content catalogue.
  ...collections.map((collection) => route(collection.path.slice(1), 'routes/collection.tsx', { id: `collection-${collection.slug}` })),
  route('course/:slug', 'routes/course.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('payment-plan', 'routes/payment-plan.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('my-reviews', 'routes/my-reviews.tsx'),
  route('my-reviews/:id', 'routes/my-review.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('email-verified', 'routes/email-verified.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('billing/demo/checkout/:id', 'routes/billing-demo-checkout.tsx'),
  route('billing/demo/portal', 'routes/billing-demo-portal.tsx'),
  route('billing/success', 'routes/billing-success.tsx'),
  route('billing/invoices/:id', 'routes/billing-invoice.tsx'),
  route('coach', 'routes/coach.tsx', [
    index('routes/coach-overview.tsx'),
    route('members', 'routes/coach-members.tsx'),
    route('members/:id', 'routes/coach-member.tsx'),
    route('reviews', 'routes/coach-reviews.tsx'),
    route('reviews/:id', 'routes/coach-review.tsx'),
    route('enquiries', 'routes/coach-enquiries.tsx'),
    route('library', 'routes/coach-library.tsx'),
    route('library/:slug', 'routes/coach-library-collection.tsx'),
    route('audit', 'routes/coach-audit.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
