import { expect, test, type Page } from './support/test';
import { expectAccessible, useTheme as chooseTheme } from './support/axe';
import { expectPaintedTheme } from './support/theme';

/** Every public page, with its one h1 and text it must show. */
const publicPages = [
  {
    path: '/',
    h1: 'Secure your training contract at a leading London law firm',
    texts: ['28x', '50+ ', 'Magic Circle placements', 'Candidates who made it', 'Interview Question Bank'],
  },
  {
    path: '/services',
    h1: 'Support for every stage of your application',
    texts: ['£19.99', 'Premium Quarterly', 'Half-Year Premium', 'Most Popular', 'Coming Soon', 'From £150'],
  },
  {
    path: '/about',
    h1: 'Opening doors to a career in commercial law',
    texts: ['Our story', 'Honest Feedback', 'Coaches Who Have Done It', '12+'],
  },
  {
    path: '/contact',
    h1: 'Book your free 30-minute consultation',
    texts: ['Request your consultation', 'Mon-Fri 9AM-6PM GMT', 'We reply within 24 hours'],
  },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    texts: ['What is this portal?', 'How do I get started?', 'Still have a question?'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Notice',
    texts: ['Clearpath Law Coaching is a UK coaching business', 'hello@clearpathlawcoaching.co.uk', '12 months after the review is completed', 'ico.org.uk'],
  },
  {
    path: '/blog/magic-circle-applications',
    h1: 'Commercial Awareness for Magic Circle Applications',
    texts: ['30 July 2025', '10 min read', 'The Coaching Team'],
  },
  {
    path: '/assessment-centre-tips',
    h1: 'Assessment Centre Tips: How to Stand Out at Law Firm Assessment Days',
    texts: ['11 September 2025', '8 min read', 'The Coaching Team'],
  },
  {
    path: '/blog/ma-for-applicants',
    h1: 'M&A for Training Contract Applicants: A Primer',
    texts: ['2 October 2025', 'min read', 'The Coaching Team'],
  },
];

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const theme of ['light', 'dark'] as const) {
  for (const { path, h1, texts } of publicPages) {
    test(`${path} renders its content and passes axe (${theme})`, async ({ page, baseURL }) => {
      await chooseTheme(page, theme, baseURL ?? '');
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectPaintedTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
      await expectAccessible(page, `${path} (${theme})`);
    });
  }
}

test('every public page has its own title, description, canonical link and social tags', async ({ page, baseURL }) => {
  const titles = new Set<string>();
  for (const { path } of publicPages) {
    await page.goto(path);
    const title = await page.title();
    expect(title).toMatch(/ \| Clearpath Law Coaching$/);
    titles.add(title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  }
  expect(titles.size).toBe(publicPages.length);
  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the home page shows results, success stories, free resources and the latest articles', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Secure your training contract/ });
  await expect(hero.getByRole('link', { name: /Book Free Consultation/ })).toHaveAttribute('target', '_blank');
  await expect(hero.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByText('the national average success rate of 1.8%')).toBeVisible();
  // The featured testimonial plus four success stories, each rated in words as well as stars.
  await expect(page.getByText('Rated 5 out of 5')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/services');

  const resources = page.getByRole('region', { name: 'Start preparing today' });
  await expect(resources.getByRole('link', { name: /Open Template/ })).toHaveAttribute('target', '_blank');
  await expect(resources.getByText('Member Exclusive')).toBeVisible();
  await expect(resources.getByRole('link', { name: /Open for members/ })).toHaveAttribute('href', '/interview-question-bank');
  await expect(resources.getByRole('link', { name: /Download Guide/ })).toHaveAttribute('href', '/Arctic_Shores_Guide.pdf');

  const insights = page.getByRole('region', { name: 'Free guides from our coaches' });
  await expect(insights.getByRole('article')).toHaveCount(3);
  for (const path of ['/blog/magic-circle-applications', '/assessment-centre-tips', '/blog/ma-for-applicants']) {
    await expect(insights.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(insights.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/hub');
});

test('a visitor opens an article from the home page and reads it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Commercial Awareness for Magic Circle Applications' }).click();
  await expect(page).toHaveURL('/blog/magic-circle-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Commercial Awareness for Magic Circle Applications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What commercial awareness really means' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Turn reading into results' }).getByRole('link', { name: 'Explore Our Services' })).toBeVisible();
  const [article] = await jsonLd(page);
  expect(article).toMatchObject({
    '@type': 'Article',
    headline: 'Commercial Awareness for Magic Circle Applications',
    datePublished: '2025-07-30',
  });
});

test('an unknown article path is a 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('the services page lists the plans, and a plan button sends a visitor to create an account for that plan', async ({ page }) => {
  await page.goto('/services');
  const plans = page.getByRole('region', { name: 'Premium membership' });
  for (const [name, price, period] of [
    ['Premium Monthly', '£19.99', 'per month'],
    ['Premium Quarterly', '£49.99', 'every 3 months'],
    ['Half-Year Premium', '£94.99', 'every 6 months'],
  ] as const) {
    const card = plans.getByRole('article', { name });
    await expect(card).toContainText(price);
    await expect(card).toContainText(period);
  }
  await expect(plans.getByRole('article', { name: 'Half-Year Premium' })).toContainText('Most Popular');
  const individual = page.getByRole('region', { name: 'One-to-one coaching' });
  await expect(individual.getByRole('article')).toHaveCount(4);
  await expect(individual.getByRole('button', { name: 'Coming Soon' })).toHaveCount(4);
  for (const button of await individual.getByRole('button', { name: 'Coming Soon' }).all()) await expect(button).toBeDisabled();

  // A visitor is asked to create an account (or log in) for this plan, and is brought back to it.
  await plans.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent('/services?checkout=quarterly')}`);
});

test('the FAQ shows ten numbered questions that open to their answers', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.locator('main ol > li summary');
  await expect(questions).toHaveCount(10);
  for (let i = 0; i < 10; i++) await expect(questions.nth(i)).toContainText(new RegExp(`^${i + 1}\\D`));
  const answer = page.getByText('Under the SQE route to qualification');
  await expect(answer).toBeHidden();
  await questions.nth(1).click();
  await expect(answer).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
  const [faqData] = await jsonLd(page);
  expect(faqData?.['@type']).toBe('FAQPage');
  expect(faqData?.mainEntity).toHaveLength(10);
});

test.describe('the contact form', () => {
  async function fill(page: Page, email: string) {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Service of interest').selectOption('mock-interviews');
    await page.getByLabel('Your background').selectOption('non-law-graduate');
    await page.getByLabel('Message').fill('I have an assessment centre in three weeks.');
  }

  test('sends an enquiry and shows the confirmation', async ({ page }) => {
    await fill(page, 'ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: "we'll reply within 24 hours" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('ada@example.com');
    await expect(page.getByLabel('Full name')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`shows a field error for a bad email and keeps what was typed (${theme})`, async ({ page, baseURL }) => {
      await chooseTheme(page, theme, baseURL ?? '');
      await fill(page, 'not-an-email');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const email = page.getByLabel('Email');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText(
        'Please enter a valid email address',
      );
      await expectAccessible(page, `contact form with an error (${theme})`);
      await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Your background')).toHaveValue('non-law-graduate');
      await expect(page.getByLabel('Message')).toHaveValue('I have an assessment centre in three weeks.');
    });
  }

  test('keeps what was typed when the hour’s allowance of enquiries is used up', async ({ page }) => {
    // Its own client address (the server trusts one proxy hop), so no other test shares the allowance.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    for (let sent = 0; sent < 5; sent++) {
      await fill(page, 'not-an-email'); // a refused attempt counts too, as on the API
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    }
    await fill(page, 'ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText(/too many/i);
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Message')).toHaveValue('I have an assessment centre in three weeks.');
  });
});

test('the privacy notice is reached from the footer and covers each part in its own heading, with no scripts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  const headings = [
    'Who we are',
    'What we hold and why',
    'Our lawful basis',
    'How long we keep it',
    'Who helps us process it',
    'Your rights',
    'How to complain',
    'Cookies',
  ];
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(headings);
  await expect(page.getByText('only strictly necessary cookies')).toBeVisible();
  await expect(page.locator('script[src], script[type="module"]')).toHaveCount(0);
});

test('the sitemap and robots.txt describe the public site', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of [...publicPages.map((p) => p.path), '/hub', '/deadlines']) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml.match(/<url>/g)).toHaveLength(11);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  for (const path of ['/api/', '/profile', '/settings', '/payment-plan', '/coach', '/dev/']) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the home and services pages fit a 360px-wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/', '/services', '/about', '/contact', '/faq', '/blog/magic-circle-applications']) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} scroll width`).toBeLessThanOrEqual(360);
  }
});
