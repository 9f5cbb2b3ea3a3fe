// About page copy: plain text only, no Markdown or HTML. Business figures must
// match the site configuration (see copy.ts).

import type { Value, Reason } from './copy-types';

export const aboutStory: readonly string[] = [
  'Our founder is a qualified commercial solicitor who went through the training contract process the hard way. Coming from a background with no family connections in law, they collected their share of rejections before securing a training contract at a leading City firm, and learned along the way how much of the process depends on knowledge that is rarely written down.',
  "After qualifying, our founder began helping friends, university society members and colleagues' younger relatives with their applications and interviews. The same patterns appeared again and again: talented candidates were being turned down not for lack of ability, but because they did not know what recruiters were looking for or how to show it.",
  'That informal help grew into this coaching business. We combine one-to-one coaching with a library of firm profiles, application guides and courses, so that every candidate can prepare with the insight that used to be available only to those with the right contacts.',
  'So far we have coached 50+ students, helped secure 12+ Magic Circle placements and 26+ training contracts or vacation schemes, with a success rate 28x the national average (1.8%). Behind every one of those figures is a candidate who put in the work; our role is to make sure that work is pointed in the right direction.',
];

export const values: readonly Value[] = [
  {
    title: 'Honest Feedback',
    body: 'We tell you what a recruiter would think, not what you want to hear. Clear, specific and constructive feedback is the fastest way to improve, and we will always explain how to fix what is not working.',
  },
  {
    title: 'Opening Doors',
    body: 'A career in commercial law should not depend on who you know. We share the insight that used to be passed on informally, so that students from every background can compete on equal terms.',
  },
  {
    title: 'Excellence in the Detail',
    body: 'Top firms expect precision, and so do we. From a single application answer to a full assessment centre, we help you prepare thoroughly and present yourself at your best.',
  },
];

export const reasons: readonly Reason[] = [
  {
    title: 'Coaches Who Have Done It',
    body: 'Our coaching is led by a qualified commercial solicitor who has been through applications, assessment centres and the training contract, and understands what firms look for from the inside.',
  },
  {
    title: 'Proven Results',
    body: '50+ students coached, 12+ Magic Circle placements and 26+ training contracts or vacation schemes secured, with a success rate 28x the national average (1.8%).',
  },
  {
    title: 'Firm-Specific Insight',
    body: "Generic advice produces generic applications. Our firm profiles and application guides help you understand each firm's strategy, culture and selection process so that every application is properly tailored.",
  },
  {
    title: 'Support Built Around You',
    body: 'Whether you are a law student, a non-law graduate or changing career, we start from your background and goals and build a strategy that plays to your strengths.',
  },
  {
    title: 'Every Stage Covered',
    body: 'From choosing firms and writing applications to online tests, interviews, assessment centres and vacation schemes, you have support at each step of the journey.',
  },
  {
    title: 'Flexible and Responsive',
    body: 'Choose a membership, individual coaching sessions or our intensive programme, and expect a reply to every question within 24 hours during our office hours, Mon-Fri 9AM-6PM GMT.',
  },
];
