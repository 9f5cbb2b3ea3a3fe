import { formatDate } from '@content/uk-dates';
import { plans, type PlanId } from '../../../content/plans';
import { composeEmail } from '../../platform/mail/compose';
import { applicationTypes, type ApplicationType } from './review.schema';


type ReviewSummary = { id: string; targetFirm: string; applicationType: ApplicationType };

/** Transactional: sent whatever the member's notification setting. */
export const reviewReadyEmail = (member: { email: string; firstName: string }, review: ReviewSummary, url: string) =>
  composeEmail({
    to: member.email,
    subject: 'Your application review is ready',
    greeting: `Hello ${member.firstName},`,
    paragraphs: [
      `Your coach has finished reviewing your ${applicationTypes[review.applicationType].toLowerCase()} application to ${review.targetFirm}.`,
      'Your feedback, and any annotated copy of your documents, is waiting on your review page.',
    ],
    action: { label: 'Read your feedback', url },
  });

export const newReviewEmail = (
  to: string,
  member: { name: string; email: string },
  review: ReviewSummary & { planId: PlanId; dueAt: Date },
  url: string,
) =>
  composeEmail({
    to,
    subject: `New application review: ${review.targetFirm}`,
    greeting: 'Hello coaches,',
    paragraphs: ['A member has asked for an application review.'],
    details: [
      ['Member', `${member.name} (${member.email})`],
      ['Plan', plans[review.planId].name],
      ['Firm', review.targetFirm],
      ['Application', applicationTypes[review.applicationType]],
      ['Due', formatDate(review.dueAt)],
    ],
    action: { label: 'Open the review', url },
  });

/** The morning a review is due and still open: to the coach who claimed it, or to every coach. */
export const reviewDueEmail = (
  coach: { email: string; firstName?: string },
  review: ReviewSummary & { memberName: string; dueAt: Date; claimedBy: string | null },
  url: string,
) =>
  composeEmail({
    to: coach.email,
    subject: `Review due today: ${review.targetFirm}`,
    greeting: coach.firstName ? `Hello ${coach.firstName},` : 'Hello coaches,',
    paragraphs: [
      review.claimedBy
        ? 'A review you claimed is due by the end of today and is not yet complete.'
        : 'A review is due by the end of today and nobody has claimed it yet.',
    ],
    details: [
      ['Member', review.memberName],
      ['Firm', review.targetFirm],
      ['Application', applicationTypes[review.applicationType]],
      ['Due', formatDate(review.dueAt)],
    ],
    action: { label: 'Open the review', url },
  });
