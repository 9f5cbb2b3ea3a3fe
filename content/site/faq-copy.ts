// FAQ page copy: plain text only, no Markdown or HTML. Business figures must
// match the site configuration (see copy.ts).

import type { FaqEntry } from './copy-types';

export const faq: readonly FaqEntry[] = [
  {
    question: 'What is this portal?',
    answer: [
      'It is an online coaching and resource platform for aspiring commercial-law solicitors. Members get access to a hub of premium resources, including firm profiles, firm-specific application guides, a law firm interview masterclass, M&A and private equity fundamentals courses, a training contract journey course and a practice areas guide.',
      'Alongside the hub, we offer personal support: regular application reviews as part of membership, and one-to-one services such as application coaching, mock interviews and assessment centre practice.',
    ],
  },
  {
    question: 'Who is it for?',
    answer: [
      'It is for anyone aiming for a vacation scheme or training contract at a leading UK or US law firm in London: law students, law graduates, non-law graduates and career changers.',
      'Under the SQE route to qualification, a law degree is not required, and many firms actively welcome applicants from other disciplines and careers. Our resources are written so that you do not need a law degree to use them.',
    ],
  },
  {
    question: 'Do I need top grades to get a training contract?',
    answer: [
      'Strong academics help, and many large firms look for a 2:1 degree or equivalent. However, grades are only one part of the picture. Many firms use contextual recruitment, which considers your achievements in light of your circumstances, and most allow you to explain extenuating circumstances.',
      "Once you meet a firm's requirements, your application answers, commercial awareness, interview performance and motivation matter far more. We help you make the strongest possible case with the record you have.",
    ],
  },
  {
    question: 'Do I need legal work experience?',
    answer: [
      'No. Legal work experience can be useful, but firms are mainly interested in the skills you have developed and what you have learned, wherever that happened. Part-time jobs, society roles, volunteering, sport and work in other industries can all provide excellent examples of teamwork, resilience, client service and commercial thinking.',
      'Our Tailoring Work Experience guide and application reviews help you identify and present the most relevant examples from your own experience.',
    ],
  },
  {
    question: 'How can I build my commercial awareness?',
    answer: [
      "Commercial awareness is built through steady habits rather than last-minute cramming. Follow one reliable source of business news, read the legal press and your target firms' own insights, and regularly practise explaining the commercial and legal significance of a story out loud.",
      'Our M&A and private equity fundamentals courses give you the technical foundations, and our free article on commercial awareness for Magic Circle applications sets out a simple weekly system. Commercial Awareness Coaching sessions let you test your understanding with a coach.',
    ],
  },
  {
    question: 'Will I receive one-to-one feedback?',
    answer: [
      'Yes. Membership includes 2 application reviews a month, with detailed written feedback from a coach; Half-Year Premium members receive an extra review each month.',
      'If you would like more personal support, our individual services include one-to-one application coaching, mock interviews and assessment centre practice, and an eight-week intensive programme with weekly sessions.',
    ],
  },
  {
    question: 'How is this different from free resources online?',
    answer: [
      'There is plenty of free information about training contracts, and some of it is very good. The difficulty is that it is general, scattered and rarely tells you how your own application measures up.',
      'We bring everything together in one structured place, focus on the specific firms you are targeting, and add personal feedback from people who have been through the process. That saves you time and shows you exactly what to improve.',
    ],
  },
  {
    question: 'Can you guarantee me a training contract?',
    answer: [
      'No, and you should be wary of anyone who claims they can. Training contracts are highly competitive, and hiring decisions rest entirely with the firms.',
      'What we can promise is honest, expert support that substantially improves how you present yourself. Our track record, including 26+ training contracts or vacation schemes secured and a success rate 28x the national average (1.8%), reflects the hard work of the candidates we have coached.',
    ],
  },
  {
    question: 'What happens in the free 30-minute consultation?',
    answer: [
      'The free 30-minute consultation is a relaxed conversation with a coach about where you are now: your background, your target firms, your timeline and any applications or assessments coming up.',
      'By the end you will have clear next steps and an honest view of whether our membership or one of our individual services would help. There is no obligation to sign up.',
    ],
  },
  {
    question: 'How do I get started?',
    answer: [
      'The easiest first step is to book your free 30-minute consultation. Alternatively, you can create an account and choose a membership plan on our Services page to access the hub straight away.',
      'If you have any questions, send us a message through the contact form. We reply within 24 hours, and our office hours are Mon-Fri 9AM-6PM GMT.',
    ],
  },
];
