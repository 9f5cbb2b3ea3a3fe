import type { z } from 'zod';
import { enquiries } from '../../db/schema';
import type { Services } from '../../http/context';
import { composeEmail } from '../../platform/mail/compose';
import { enquiryBackgrounds, enquiryServices, type enquiryInputSchema } from './enquiry.schema';

type EnquiryInput = z.output<typeof enquiryInputSchema>;

/**
 * Stores a consultation request, tells the coaches and acknowledges the sender.
 * The enquiry is saved first: a mail failure is logged but never loses the lead.
 * A filled honeypot is a bot: it gets the same answer and nothing is stored.
 */
export async function createEnquiry(
  { db, mailer, config, logger }: Pick<Services, 'db' | 'mailer' | 'config' | 'logger'>,
  { website, ...input }: EnquiryInput,
): Promise<{ id: string }> {
  if (website) {
    logger.info('enquiry honeypot filled; discarded');
    return { id: crypto.randomUUID() };
  }

  const [row] = await db.insert(enquiries).values(input).returning({ id: enquiries.id });
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
    composeEmail({
      to: input.email,
      subject: 'We have received your enquiry',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        'Thank you for getting in touch. One of our coaches will reply within 24 hours (Mon-Fri 9AM-6PM GMT).',
        'If you would like to talk sooner, you can book a free 30-minute consultation at a time that suits you.',
      ],
      action: { label: 'Book a free consultation', url: config.bookingUrl },
    }),
  ];
  for (const email of emails) {
    try {
      await mailer.send(email);
    } catch (error) {
      logger.error({ err: error, enquiryId: id }, 'enquiry email failed');
    }
  }
  return { id };
}
