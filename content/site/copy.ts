// Page copy for the marketing pages (Home, About, FAQ, Services, Contact).
// Plain text only: no Markdown or HTML. Business figures (28x the national
// average of 1.8%, 50+ students, 12+ Magic Circle placements, 26+ training
// contracts or vacation schemes, 30-minute consultation, 24-hour replies,
// Mon-Fri 9AM-6PM GMT) must stay consistent with the site configuration.
//
// Each page's copy lives in its own module, so a page's JavaScript carries only its own
// text (the browser needs it again to hydrate the page).

export type * from './copy-types';
export * from './home-copy';
export * from './about-copy';
export * from './faq-copy';
export * from './services-copy';
export * from './contact-copy';
export * from './privacy-copy';
