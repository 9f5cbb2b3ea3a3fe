// Home page copy: plain text only, no Markdown or HTML. Business figures must
// match the site configuration (see copy.ts).

import type { Testimonial, CoreFeature } from './copy-types';

export const heroCopy: { eyebrow: string; title: string; subtitle: string } = {
  eyebrow: 'Training contract and vacation scheme coaching',
  title: 'Secure your training contract at a leading London law firm',
  subtitle:
    'Expert coaching, firm-specific resources and honest feedback for law students, graduates and career changers applying to top UK and US firms. Learn from people who have been through the process and know what recruiters look for.',
};

export const featuredTestimonial: Testimonial = {
  quote:
    'I had applied two years running without getting past the first round. The feedback on my applications was honest, specific and sometimes uncomfortable, and it changed everything. This cycle I secured a vacation scheme and then a training contract offer.',
  name: 'Hannah M.',
  outcome: 'Training contract, Magic Circle firm',
  rating: 5,
};

export const successStories: readonly Testimonial[] = [
  {
    quote:
      'As a non-law graduate I had no idea how to talk about commercial awareness. The M&A course and the weekly practice gave me stories I could actually discuss with a partner, and the mock interviews meant nothing on the day surprised me.',
    name: 'Priya S.',
    outcome: 'Vacation scheme, Magic Circle firm',
    rating: 5,
  },
  {
    quote:
      'The firm profiles and application guides saved me weeks of research. My coach helped me see why my answers sounded generic and how to tie my experience to what each firm actually does.',
    name: 'James O.',
    outcome: 'Training contract, US firm in London',
    rating: 5,
  },
  {
    quote:
      'I was changing career after four years in consulting and worried that I had left it too late. The personalised strategy helped me focus on the right firms and present my experience as a strength rather than something to explain away.',
    name: 'Aisha K.',
    outcome: 'Training contract, international firm in London',
    rating: 5,
  },
  {
    quote:
      'The assessment centre practice was the turning point. Running through a case study and a group exercise with detailed feedback beforehand made me far calmer and more structured on the real day.',
    name: 'Tom R.',
    outcome: 'Vacation scheme, US firm in London',
    rating: 5,
  },
];

export const coreFeatures: readonly CoreFeature[] = [
  {
    title: 'Firm Profiles',
    body: 'In-depth profiles of leading Magic Circle, UK and US firms in London, covering practice strengths, clients, culture, the training contract and what each firm looks for in its applicants.',
  },
  {
    title: 'Firm-Specific Application Guides',
    body: "Guides to each target firm's application form and selection process, with advice on answering its questions in a way that reflects the firm's strategy and values.",
  },
  {
    title: 'Personalised Application Strategy',
    body: 'A plan built around your background, strengths and timeline: which firms to target, when to apply, and how to balance vacation schemes with direct training contract applications.',
  },
  {
    title: '2 Application Reviews a Month',
    body: 'Upload your draft applications or CV and receive detailed written feedback from a coach. Half-Year Premium members receive an extra review each month.',
  },
  {
    title: 'Law Firm Interview Masterclass',
    body: 'A structured course on motivation, competency, commercial and partner interviews, case studies and negotiation exercises, supported by a bank of over 100 practice questions.',
  },
  {
    title: 'Commercial Awareness Courses',
    body: 'M&A Fundamentals and Private Equity Fundamentals courses that explain how deals work, from why companies buy and sell to completion and exit, at exactly the level applicants need.',
  },
  {
    title: 'Training Contract Journey Course',
    body: 'A step-by-step course covering the SQE route to qualification, researching firms, writing applications, online tests such as the Watson Glaser and Arctic Shores, interviews and converting a vacation scheme into an offer.',
  },
  {
    title: 'Practice Areas Guide',
    body: 'Clear introductions to the main practice areas at commercial firms, from corporate M&A and banking to disputes, real estate, technology and life sciences, so you can explain what interests you and why.',
  },
];
