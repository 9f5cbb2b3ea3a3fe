import { z } from 'zod';

/** The demo portal's simulated renewal: the card succeeds or fails. */
export const demoRenewalSchema = z.strictObject({
  outcome: z.enum(['paid', 'failed'], 'Choose whether the card succeeds or fails'),
});
