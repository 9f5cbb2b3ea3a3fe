import type { z } from 'zod';
import { enquiries } from '../../db/schema';
import type { Services } from '../kit/context';
import { composeEmail } from '../../platform/mail/compose';
import type { Database } from '../../db/client';
import { consumeRateLimit, countAttempt, type RateLimitRule } from '../../db/rate-limit';
import { enquiryBackgrounds, enquiryServices, type enquiryInputSchema } from './enquiry.schema';

type EnquiryInput = z.output<typeof enquiryInputSchema>;

/** Five enquiries an hour from one address: plenty for a person, little for a spammer. */
export const enquiryRateLimit: RateLimitRule = { name: 'enquiry', limit: 5, windowSeconds: 3600 };

/**
 * Counts one attempt to send an enquiry from a client address, before the form is read
 * (the API and the contact page alike); throws 429 once the hour's allowance is used.
 */
export const countEnquiryAttempt = (db: Database, clientAddress: string) => consumeRateLimit(db, enquiryRateLimit, clientAddress);

/**
 * Acknowledgements one address receives a day, whoever sends the enquiries: the form
 * cannot be used to flood a stranger's inbox from many clients.
 */
export const acknowledgementsPerAddress: RateLimitRule = { name: 'enquiry-ack', limit: 2, windowSeconds: 24 * 3600 };

/**
 * The same fixed text for every sender: nothing they typed (not even their name) reaches
 * the address they gave, so the form cannot relay a message to someone else.
 */
const acknowledgement = (to: string, bookingUrl: string) =>
  composeEmail({
    to,
    subject: 'We have received your enquiry',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for getting in touch with Clearpath Law Coaching. One of our coaches will reply within 24 hours (Mon-Fri 9AM-6PM GMT).',
      'If you would like to talk sooner, you can book a free 30-minute consultation at a time that suits you.',
      'If you did not contact us, you can ignore this email.',
    ],
    action: { label: 'Book a free consultation', url: bookingUrl },
  });

/**
 * Stores a consultation request, tells the coaches and acknowledges the sender (within
 * the per-address allowance).
 * The enquiry and its emails are saved together; an SMTP outage only delays the emails.
 * A filled honeypot is a bot: it gets the same answer and nothing is stored. `senderId` is
 * the member signed in when it was sent (the enquiry is part of their data), if any.
 */
export async function createEnquiry(
  { db, mailer, config, logger }: Pick<Services, 'db' | 'mailer' | 'config' | 'logger'>,
  { website, ...input }: EnquiryInput,
  { senderId }: { senderId: string | null },
): Promise<{ id: string }> {
  if (website) {
    logger.info('enquiry honeypot filled; discarded');
    return { id: crypto.randomUUID() };
  }

  return db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values({ ...input, senderId }).returning({ id: enquiries.id });
    const { id } = row!;

    const details: [string, string][] = [
      ['Name', input.name],
      ['Email', input.email],
      ['Phone', input.phone ?? '-'],
      ['Service', input.service ? enquiryServices[input.service] : '-'],
      ['Background', input.background ? enquiryBackgrounds[input.background] : '-'],
    ];
    const emails = [
      composeEmail({
        to: config.mail.coachEmail,
        subject: `New enquiry from ${input.name}`,
        greeting: 'Hello coaches,',
        paragraphs: ['A new consultation request has arrived.', input.message ? `Message: ${input.message}` : 'No message was added.'],
        details,
        action: { label: 'Open the enquiries inbox', url: `${config.publicUrl}/coach/enquiries` },
      }),
    ];
    if (!(await countAttempt(tx, acknowledgementsPerAddress, input.email)).limited) {
      emails.push(acknowledgement(input.email, config.bookingUrl));
    }
    for (const email of emails) await mailer.queue(email, tx);
    return { id };
  });
}
