import { z } from 'zod';
import { firmGroupIds, firmSlugs, opportunityIds } from '../../../content/firms';
import { calendarDate, optionalCalendarDate } from '../../platform/http-kit/text.schema';

/**
 * The deadlines calendar's inputs, shared by the JSON API, the coach page's forms and the
 * public page's filter form. Dates are calendar dates in UK time, `YYYY-MM-DD` (what an
 * `<input type="date">` sends); a form's empty field is the same as an absent one.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** An opening date: optional; null (or an empty field) clears it. */
const opensOn = z.preprocess((value) => (value === '' ? null : value), optionalCalendarDate().nullable());
const closesOn = calendarDate('Choose a closing date');
const firmSlug = z.enum(firmSlugs, 'Please choose a firm from the list');
const opportunity = z.enum(opportunityIds, 'Please choose an opportunity from the list');
/** The firm's own page for this opening; the firm's careers site when left out. */
const url = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/, error: 'Please enter the full address of the firm’s page (https://...)' }).max(500, 'Please keep the address under 500 characters').optional(),
);
/** The coach confirmed the entry on the firm's own page today. */
const confirmed = z.boolean().optional();

const opensBeforeCloses = (value: { opensOn?: string | null; closesOn?: string }) =>
  !value.opensOn || !value.closesOn || value.opensOn <= value.closesOn;
export const closesBeforeOpensMessage = 'The closing date must be on or after the opening date';

export const deadlineInputSchema = z
  .strictObject({ firmSlug, opportunity, opensOn: opensOn.optional(), closesOn, rolling: z.boolean().default(false), url, confirmed })
  .refine(opensBeforeCloses, { path: ['closesOn'], message: closesBeforeOpensMessage });

/** An edit: only the fields given change. A change the coach has not confirmed makes the entry unchecked again. */
export const deadlineUpdateSchema = z
  .strictObject({
    firmSlug: firmSlug.optional(),
    opportunity: opportunity.optional(),
    opensOn: opensOn.optional(),
    closesOn: closesOn.optional(),
    rolling: z.boolean().optional(),
    url,
    confirmed,
  })
  .refine((value) => Object.keys(value).some((key) => key !== 'confirmed'), 'Nothing to update')
  .refine(opensBeforeCloses, { path: ['closesOn'], message: closesBeforeOpensMessage });

export type DeadlineInput = z.output<typeof deadlineInputSchema>;
export type DeadlineUpdate = z.output<typeof deadlineUpdateSchema>;

/** The form field of the "closing soon" filter, and the window it means. */
export const closingSoonValue = 'soon';
export const closingSoonDays = 30;

/**
 * The public calendar's filters (query string of the page and the API). A value that names
 * nothing is ignored rather than refused: an old or hand-edited link still shows a calendar.
 */
export const deadlineFiltersSchema = z.object({
  opportunity: opportunity.optional().catch(undefined),
  group: z.enum(firmGroupIds).optional().catch(undefined),
  firm: firmSlug.optional().catch(undefined),
  closing: z.literal(closingSoonValue).optional().catch(undefined),
});
export type DeadlineFilters = z.output<typeof deadlineFiltersSchema>;

export const parseDeadlineFilters = (query: Record<string, string | undefined>) => deadlineFiltersSchema.parse(query);
