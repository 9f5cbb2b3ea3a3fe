import { formatDate } from '@content/uk-dates';
import { composeEmail } from '../../platform/mail/compose';
import { applicationStages, opportunities, type ApplicationStage, type Opportunity } from './application.schema';

const whenItCloses = (daysBefore: number) => (daysBefore === 1 ? 'tomorrow' : `in ${daysBefore} days`);

/** A tracked application closes soon and has not gone in (the member may turn these off in settings). */
export const deadlineReminderEmail = (
  member: { email: string; firstName: string },
  application: { firm: string; opportunity: Opportunity; closesOn: string; stage: ApplicationStage },
  daysBefore: number,
  links: { application: string; unsubscribe: { reason: string; page: string; oneClick: string } },
) =>
  composeEmail({
    to: member.email,
    subject: `${application.firm} closes ${whenItCloses(daysBefore)}: ${opportunities[application.opportunity]}`,
    greeting: `Hello ${member.firstName},`,
    paragraphs: [
      `Your application to ${application.firm} closes ${whenItCloses(daysBefore)} and your tracker says it has not gone in yet.`,
      'Firms that recruit on a rolling basis may close earlier than the date they publish, so it is worth sending it as soon as it is ready.',
    ],
    details: [
      ['Firm', application.firm],
      ['Application', opportunities[application.opportunity]],
      ['Closes', formatDate(application.closesOn)],
      ['Stage', applicationStages[application.stage]],
    ],
    action: { label: 'Open the application', url: links.application },
    unsubscribe: links.unsubscribe,
  });
