import { z } from 'zod';
import { idsOf } from '../../../content/vocabulary';
import { multiLineText, plainText } from '../../platform/http-kit/text.schema';

/** The contact form's choices (spec section 3), shared by the form and the API. */
export const enquiryServices = {
  'application-coaching': 'Application coaching',
  'mock-interviews': 'Mock interviews',
  'assessment-centres': 'Assessment centres',
  'commercial-awareness': 'Commercial awareness',
  'intensive-programme': 'Intensive programme',
  membership: 'Membership',
  'not-sure': 'Not sure yet',
} as const;

export const enquiryBackgrounds = {
  'law-student': 'Law student',
  'law-graduate': 'Law graduate',
  'non-law-graduate': 'Non-law graduate',
  'career-changer': 'Career changer',
  'international-student': 'International student',
  other: 'Other',
} as const;

const optionalText = (text: z.ZodType<string, string>) =>
  text
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A consultation request. Full name and email are required; the rest is optional.
 * `website` is a honeypot: people never see or fill it, bots do.
 */
export const enquiryInputSchema = z.strictObject({
  name: plainText(120, 'Please keep your name under 120 characters').pipe(z.string().min(1, 'Please enter your full name')),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
  phone: optionalText(plainText(40)),
  service: z.enum(idsOf(enquiryServices), 'Please choose a service from the list').optional(),
  background: z.enum(idsOf(enquiryBackgrounds), 'Please choose a background from the list').optional(),
  message: optionalText(multiLineText(5000)),
  website: z.string().max(500).optional(),
});

export type EnquiryInput = z.input<typeof enquiryInputSchema>;
