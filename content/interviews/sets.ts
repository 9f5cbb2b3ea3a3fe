/**
 * Original video-interview question sets, written for this portal in the one-way format firms
 * use (a question shown as text, time to prepare, time to answer, a number of takes). The
 * firm-style sets follow the timings and themes members report from those firms' interviews;
 * the wording is ours, never a firm's. Times are the standard ones: a member's extra time
 * stretches them when an attempt starts.
 */

export type SeedInterviewQuestion = {
  slug: string;
  text: string;
  /** 0-60 s */
  prepareSeconds: number;
  /** 30-180 s */
  answerSeconds: number;
  /** 1-3 */
  takes: number;
};

export type SeedInterviewSet = {
  slug: string;
  title: string;
  description: string;
  /** A catalogue firm (content/firms.ts); null for a generic set. */
  firmSlug: string | null;
  questions: SeedInterviewQuestion[];
};

/** The generic set every member starts with, and the one an application offers when its firm has none. */
export const genericInterviewSetSlug = 'training-contract-video-interview';

/**
 * One short question to try the recorder on (camera, microphone, connection) before a real
 * set, as the firms' own platforms offer: the one answer shorter than the format's 30 s.
 */
export const warmUpInterviewSetSlug = 'warm-up';

export const seedInterviewSets: SeedInterviewSet[] = [
  {
    slug: genericInterviewSetSlug,
    title: 'Training contract video interview',
    description:
      'Six questions in the format most City firms use: 30 seconds to prepare, 90 seconds to answer, one take for most questions. Motivation, commercial awareness and competencies.',
    firmSlug: null,
    questions: [
      { slug: 'why-commercial-law', text: 'Why do you want to be a commercial solicitor rather than a barrister or an adviser in another profession?', prepareSeconds: 30, answerSeconds: 90, takes: 2 },
      { slug: 'why-this-firm', text: 'What first drew you to this firm, and what have you done to test that interest since?', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'recent-deal', text: 'Tell us about a deal or legal development you have followed recently. Why does it matter to a client?', prepareSeconds: 45, answerSeconds: 120, takes: 1 },
      { slug: 'teamwork', text: 'Describe a time you worked in a team that disagreed about how to proceed. What did you do, and what happened?', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'pressure', text: 'Tell us about a time you had several deadlines at once. How did you decide what came first?', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'client-mistake', text: 'A partner asks you to send a document to a client tonight, and you notice an error in a clause you did not draft. What do you do?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
    ],
  },
  {
    slug: 'clifford-chance-style',
    title: 'Clifford Chance style: motivation and commercial awareness',
    description:
      'Five questions with short preparation and one take each, as members describe the firm’s one-way interview: a global practice, clients’ businesses and your own motivation.',
    firmSlug: 'clifford-chance',
    questions: [
      { slug: 'cc-global', text: 'The firm advises clients across many jurisdictions. What interests you about cross-border work, and what would you find hard about it?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
      { slug: 'cc-client-business', text: 'Pick a business you know well. What is the biggest risk it faces in the next two years, and how might a law firm help?', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'cc-learning', text: 'Tell us about something difficult you taught yourself. How did you go about it?', prepareSeconds: 20, answerSeconds: 60, takes: 1 },
      { slug: 'cc-feedback', text: 'Describe a time you received feedback you disagreed with. What did you do with it?', prepareSeconds: 20, answerSeconds: 60, takes: 1 },
      { slug: 'cc-why-training-contract', text: 'Why are you applying for a training contract now, and what do you hope to have learned by the end of it?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
    ],
  },
  {
    slug: 'linklaters-style',
    title: 'Linklaters style: strengths and judgement',
    description:
      'Six questions with 30 seconds to prepare and two takes on the first, as members report: strengths, judgement in a scenario and your interest in the firm.',
    firmSlug: 'linklaters',
    questions: [
      { slug: 'lk-strength', text: 'What do you do well that other people notice? Give an example of it at work or in your studies.', prepareSeconds: 30, answerSeconds: 90, takes: 2 },
      { slug: 'lk-energy', text: 'What kind of task gives you energy, and which kind drains it? How do you handle the second kind?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
      { slug: 'lk-scenario', text: 'A trainee on your team is missing their share of the work and the deadline is tomorrow. What do you do tonight, and what do you do next week?', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'lk-technology', text: 'How is technology changing the way a large law firm serves its clients? Give one example you find convincing.', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
      { slug: 'lk-change-mind', text: 'Tell us about a time you changed your mind because of evidence. What convinced you?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
      { slug: 'lk-why-firm', text: 'Why this firm rather than another magic circle firm? Be specific.', prepareSeconds: 30, answerSeconds: 90, takes: 1 },
    ],
  },
  {
    slug: 'white-case-style',
    title: 'White & Case style: international outlook',
    description:
      'Five questions with 45 seconds to prepare and up to two minutes to answer, as members report: working across borders, resilience and commercial judgement.',
    firmSlug: 'white-case',
    questions: [
      { slug: 'wc-international', text: 'Tell us about a time you worked with people from a different background or country. What did you learn about how you work?', prepareSeconds: 45, answerSeconds: 120, takes: 1 },
      { slug: 'wc-setback', text: 'Describe a setback that changed your plans. What did you do next?', prepareSeconds: 45, answerSeconds: 90, takes: 1 },
      { slug: 'wc-market', text: 'Choose an emerging market or sector. What would a client expanding into it need from its lawyers?', prepareSeconds: 45, answerSeconds: 120, takes: 1 },
      { slug: 'wc-small-team', text: 'Trainees here often have early responsibility in small teams. Tell us about a time you were trusted with more than you expected.', prepareSeconds: 45, answerSeconds: 90, takes: 1 },
      { slug: 'wc-questions', text: 'What would you want to ask a second-year trainee here, and why?', prepareSeconds: 30, answerSeconds: 60, takes: 1 },
    ],
  },
  {
    slug: warmUpInterviewSetSlug,
    title: 'Warm-up: try the recorder',
    description:
      'One short question to check your camera, microphone and connection before a full set: 5 seconds to prepare, 45 seconds to answer, three takes. Nothing here is timed like the real thing.',
    firmSlug: null,
    questions: [
      {
        slug: 'warm-up-introduce',
        text: 'Introduce yourself in a sentence or two: your name, what you are studying, and one thing you enjoy outside your studies.',
        prepareSeconds: 5,
        answerSeconds: 45,
        takes: 3,
      },
    ],
  },
];
