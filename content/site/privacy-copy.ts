// Privacy notice copy: plain text only, no Markdown or HTML. Retention periods come from
// content/retention.ts, the defaults the configuration starts from, so the two agree.

import { site } from '../site';
import { retentionDefaults as kept } from '../retention';

/** A section of the notice: its heading, paragraphs, and an optional list of named points. */
export type PrivacySection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  points?: readonly { term: string; body: string }[];
};

export const privacyUpdated = '25 November 2026';

export const privacyIntro = `This notice explains what personal information ${site.name} holds about you, why, for how long, who helps us process it and the rights you have over it.`;

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      `${site.name} is a UK coaching business for aspiring commercial solicitors. We are the controller of the personal information described here.`,
      `You can contact us about anything in this notice at ${site.contactEmail}. We reply within ${site.responseTime} during our office hours, ${site.officeHours}.`,
    ],
  },
  {
    id: 'what-we-hold',
    heading: 'What we hold and why',
    paragraphs: ['We hold only what we need to provide the portal and our coaching:'],
    points: [
      { term: 'Your account', body: 'your name, email address, university and a secure hash of your password, so you can sign in and we can contact you about your account.' },
      { term: 'Your profile and settings', body: 'the details you add about your studies and goals, and your choices such as theme and email preferences, so the portal works the way you asked.' },
      { term: 'Subscriptions and invoices', body: 'your plan, its dates, any pause, trial or promotion code, and your invoices. Card details are handled by our payment provider and never reach us.' },
      { term: 'Why you cancelled', body: 'the reason you choose and anything you write when you cancel, so we can improve the service.' },
      { term: 'Reading progress', body: 'which guides and courses you have opened or finished, so you can pick up where you left off.' },
      { term: 'Uploads and reviews', body: "the documents you upload, the reviews you ask for, your notes, and the coach's feedback and annotated copies." },
      { term: 'Applications and drafts', body: 'the applications you track, their deadlines and the answers you draft in the portal.' },
      { term: 'Enquiries', body: 'what you tell us through the contact form, so we can reply and arrange a consultation.' },
      { term: 'Emails we send', body: 'a record of each email: who it went to, its subject, when and whether it was delivered. The message itself is not kept once it has been delivered.' },
      { term: 'Audit entries', body: "a record of what our coaches do in the portal (for example completing a review), so we can answer for our work." },
      { term: 'Server logs', body: 'technical records of requests and errors, kept without personal content, to keep the portal running and secure.' },
      { term: 'Free trials taken', body: 'when you start a free trial, a one-way keyed code made from your email address (without any +tag), and the date, so the same person gets one free trial. It is not your address and cannot be turned back into it; we can only tell whether an address we are given made the same code.' },
    ],
  },
  {
    id: 'lawful-basis',
    heading: 'Our lawful basis',
    paragraphs: ['Data protection law requires a lawful basis for each use of your information:'],
    points: [
      { term: 'Contract', body: 'your account, profile, settings, subscription, reading progress, uploads, reviews, applications and drafts, and the emails that go with them: we need them to provide the service you signed up for.' },
      { term: 'Legitimate interests', body: 'enquiries (replying to you when you ask us), cancellation reasons (improving the service), email records, audit entries and server logs (running a reliable, secure and accountable service), and the record of free trials taken (offering each person one free trial).' },
      { term: 'Legal obligation', body: 'invoices and payment records, which tax law requires us to keep.' },
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your account and what belongs to it for as long as you have an account. When you delete your account, we erase it and everything in it from the portal; the payment and invoice records that tax law requires us to keep stay with our payment provider, Stripe.',
      'Some records are removed sooner, automatically:',
    ],
    points: [
      { term: 'Enquiries', body: `${kept.enquiryDays.words}.` },
      { term: 'Files in a review', body: `your documents in a review and the coach's annotated copy: ${kept.reviewFilesDays.words}.` },
      { term: 'Review feedback', body: `the coach's feedback, your notes and the answers you sent: ${kept.reviewFeedbackDays.words}.` },
      { term: 'Email records', body: `${kept.emailRecordDays.words}.` },
      { term: 'Audit entries', body: `${kept.auditDays.words}.` },
      { term: 'Free trials taken', body: `the keyed code and its date: ${kept.trialClaimDays.words}, even if you delete your account sooner, so that deleting it does not bring a second trial.` },
      {
        term: 'Recorded interview answers',
        body: `the video or audio of your practice answers, kept so you can watch them back: ${kept.recordingDays.words}, unless you send it to a coach, when it is kept with the review. A recording you stop half way is removed after a day.`,
      },
      { term: 'Copies of your data', body: 'the file made when you download your data: 7 days after it is ready.' },
    ],
  },
  {
    id: 'processors',
    heading: 'Who helps us process it',
    paragraphs: [
      'We use a small number of service providers, who process information only on our instructions and under contract:',
    ],
    points: [
      { term: 'Stripe', body: 'takes your payments and holds your card details.' },
      { term: 'Our mail service', body: 'delivers the emails we send you.' },
      { term: 'Our hosting providers', body: 'run the servers, the database and the file storage the portal uses.' },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [`You have these rights over your information. To use any of them, email ${site.contactEmail}; we will answer within one month.`],
    points: [
      { term: 'Access', body: 'ask for a copy of the information we hold about you. You can download it yourself: Settings, Download my data.' },
      { term: 'Rectification', body: 'correct anything that is wrong; most of it you can change yourself in your profile and settings.' },
      { term: 'Erasure', body: 'deleting your account in Settings erases your account and everything in it.' },
      { term: 'Portability', body: 'receive the information you gave us in a common, machine-readable format. Download my data, in Settings, gives you a ZIP file: your data as JSON, and your files.' },
      { term: 'Restriction', body: 'ask us to limit how we use your information while a concern is resolved.' },
      { term: 'Objection', body: 'object to a use based on our legitimate interests.' },
    ],
  },
  {
    id: 'complaints',
    heading: 'How to complain',
    paragraphs: [
      `If you are unhappy with how we have handled your information, please tell us first at ${site.contactEmail}. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk.`,
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'The portal sets only strictly necessary cookies: a session cookie that keeps you signed in, and a cookie that remembers whether you chose the light or dark theme. We use no analytics, advertising or tracking cookies, so we do not ask for your consent to cookies and show no cookie banner.',
    ],
  },
];
