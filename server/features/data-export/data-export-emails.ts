import { formatDateTime } from '@content/uk-dates';
import { composeEmail } from '../../platform/mail/compose';


/** Transactional: the member asked for it, whatever their notification setting. */
export const dataExportReadyEmail = (member: { email: string; firstName: string }, url: string, expiresAt: Date) =>
  composeEmail({
    to: member.email,
    subject: 'Your Clearpath data is ready to download',
    greeting: `Hello ${member.firstName},`,
    paragraphs: [
      'The copy of your data you asked for is ready: a ZIP file with everything we hold about you (data.json) and the files you uploaded or received as feedback.',
      `The link works only while you are signed in to your own account, and only until ${formatDateTime(expiresAt)} (UK time). After that, ask for a new copy from your settings.`,
      'If you did not ask for this, sign in and change your password.',
    ],
    action: { label: 'Download your data', url },
  });
