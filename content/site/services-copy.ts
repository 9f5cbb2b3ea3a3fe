// Services page copy: plain text only, no Markdown or HTML. Business figures must
// match the site configuration (see copy.ts).

import type { IndividualService } from './copy-types';

export const individualServices: readonly IndividualService[] = [
  {
    id: 'application-coaching',
    name: '1-to-1 Application Coaching',
    priceLabel: 'From £150',
    duration: '2-3 hours',
    summary:
      'Detailed review of your application answers and CV with a coach, with written feedback returned within a 48-hour turnaround and a session to refine your answers for each target firm.',
    includes: [
      'Line-by-line review of your application answers and CV',
      'Written feedback within 48 hours',
      'A 1-to-1 session to strengthen motivation and competency answers',
      'Advice on tailoring your application to each firm',
    ],
  },
  {
    id: 'mock-interviews',
    name: 'Mock Interviews & Assessment Centres',
    priceLabel: 'From £200',
    duration: '1-2 hours',
    summary:
      'Realistic practice for partner interviews, case studies and assessment centre exercises, modelled on the formats used by leading UK and US firms, with detailed feedback on every answer.',
    includes: [
      'Mock partner, competency and motivation interviews',
      'Case study and written exercise practice',
      'Guidance on group exercises and presentations',
      'Detailed verbal and written feedback with an improvement plan',
    ],
    badge: 'Most Popular',
  },
  {
    id: 'commercial-awareness',
    name: 'Commercial Awareness Coaching',
    priceLabel: 'From £120',
    duration: '1.5 hours',
    summary:
      'A focused session to build and test your commercial awareness, from understanding deals and market trends to discussing them confidently in applications and interviews.',
    includes: [
      'Review of the commercial stories you plan to use',
      'Practice with partner-style follow-up questions',
      'Explanations of key M&A and private equity concepts',
      'A personal reading and tracking plan',
    ],
  },
  {
    id: 'intensive-programme',
    name: 'Intensive Personal Service Programme',
    priceLabel: '£2,500',
    duration: '8 weeks',
    summary:
      'Our most comprehensive support: eight weeks of personal coaching that takes you from strategy and firm selection through applications to interview and assessment centre preparation.',
    includes: [
      'A personalised application strategy and target firm list',
      'Support with 4 firm applications from first draft to submission',
      'Weekly 1-to-1 sessions with your coach',
      'Mock interviews and assessment centre practice',
      'Commercial awareness coaching throughout',
    ],
  },
];
