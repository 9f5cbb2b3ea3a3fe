/**
 * The premium library's collections. Each collection's documents are
 * Markdown outlines in `content/library/<slug>/NN-<item-slug>.md`, numbered in display
 * order; the seed renders each into a PDF in private storage.
 */
export type CollectionDefinition = {
  slug: string;
  title: string;
  /** The tile and upsell text. */
  description: string;
  /** The intro paragraph on the content screen. */
  intro: string;
  path: `/${string}`;
  /** 'firm' lists use the law-firm wording; 'module' the course wording. */
  kind: 'firm' | 'module' | 'guide';
  icon: 'building' | 'route' | 'briefcase' | 'file-text' | 'messages' | 'handshake' | 'trending-up' | 'layers';
};

export const collections = [
  {
    slug: 'firm-profiles',
    title: 'Firm Profiles',
    description: 'In-depth profiles of 16 leading Magic Circle, Silver Circle and US firms in London.',
    intro: 'What each firm does, how it is organised, what it looks for in trainees and how to talk about it with conviction.',
    path: '/firm-profiles',
    kind: 'firm',
    icon: 'building',
  },
  {
    slug: 'training-contract-journey',
    title: 'Training Contract Journey',
    description: 'A six-module course from choosing your route to qualification to accepting an offer.',
    intro: 'Work through the whole journey in order, or jump to the stage you are at now.',
    path: '/training-contract-journey',
    kind: 'module',
    icon: 'route',
  },
  {
    slug: 'tailoring-work-experience',
    title: 'Tailoring Work Experience',
    description: 'Turn any job, society role or volunteering into evidence that wins applications.',
    intro: 'How to choose, describe and connect your experience to what commercial law firms assess.',
    path: '/tailoring-work-experience',
    kind: 'guide',
    icon: 'briefcase',
  },
  {
    slug: 'firm-specific-applications',
    title: 'Firm-Specific Applications',
    description: 'Application guides for 10 top firms: their questions, their values and what a strong answer shows.',
    intro: 'Each guide walks through one firm’s application form and assessment process.',
    path: '/firm-specific-applications',
    kind: 'firm',
    icon: 'file-text',
  },
  {
    slug: 'law-firm-interviews',
    title: 'Law Firm Interviews',
    description: 'A seven-module masterclass for interviews and assessment centres.',
    intro: 'From motivation questions to partner interviews, with frameworks and model structures.',
    path: '/law-firm-interviews',
    kind: 'module',
    icon: 'messages',
  },
  {
    slug: 'ma-fundamentals',
    title: 'M&A Fundamentals',
    description: 'Seven modules on how mergers and acquisitions work and what trainees do on deals.',
    intro: 'The commercial and legal mechanics of a deal, explained for applicants and future trainees.',
    path: '/ma-fundamentals',
    kind: 'module',
    icon: 'handshake',
  },
  {
    slug: 'private-equity-fundamentals',
    title: 'Private Equity Fundamentals',
    description: 'Seven modules on funds, buyouts, financing and exits.',
    intro: 'How private equity works, from the fund to the exit, and why it matters to City firms.',
    path: '/private-equity-fundamentals',
    kind: 'module',
    icon: 'trending-up',
  },
  {
    slug: 'law-firm-practice-areas',
    title: 'Law Firm Practice Areas',
    description: 'Eight practice areas explained: the work, the clients, the skills and the trends.',
    intro: 'Understand what each department does so you can choose seats and answer “why this area?”.',
    path: '/law-firm-practice-areas',
    kind: 'module',
    icon: 'layers',
  },
] as const satisfies readonly CollectionDefinition[];


/** The premium Interview Question Bank, served like any library document. */
export const questionBank = {
  slug: 'interview-question-bank',
  title: 'Interview Question Bank',
  description: '100+ real interview questions, grouped by theme, with notes on what each one tests.',
  path: '/interview-question-bank',
} as const;

/** Every premium page the library serves: the collections and the question bank. */
export const premiumPages = [...collections, questionBank] as const;
