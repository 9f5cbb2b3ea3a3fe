import { z } from 'zod';
import { applicationStageIds, opportunityIds } from '../../../content/firms';
import { multiLineText, optionalCalendarDate, plainText } from '../../platform/http-kit/text.schema';

// The tracker's vocabulary lives with the firm catalogue, below the database schema that stores it.
export {
  applicationStageIds,
  applicationStages,
  campaignStages,
  opportunities,
  outcomeStages,
  opportunityIds,
  stagesBeforeSubmission,
  type ApplicationStage,
  type Opportunity,
} from '../../../content/firms';

export const maxNotesLength = 5000;
export const maxFirmNameLength = 120;

/** Tracks an entry of the deadlines calendar: its firm, opening and closing date are copied. */
export const trackDeadlineSchema = z.strictObject({
  deadlineId: z.uuid('Choose a deadline from the calendar'),
});

/** An application added by hand; no closing date for a firm that has not published one. */
export const addApplicationSchema = z.strictObject({
  firm: plainText(maxFirmNameLength, `Please keep the firm name under ${maxFirmNameLength} characters`).min(1, 'Please name the firm'),
  opportunity: z.enum(opportunityIds, 'Please choose what you are applying for'),
  closesOn: optionalCalendarDate(),
});

/** `POST /api/applications`: `{ deadlineId }` or `{ firm, opportunity, closesOn }`. */
export type CreateApplicationInput = z.output<typeof trackDeadlineSchema> | z.output<typeof addApplicationSchema>;

/**
 * The schema for a `POST /api/applications` body: the one of the kind it is, so a failed
 * request is told about its own fields rather than that it matched neither kind.
 */
/** Either way of tracking, as the API description states it; `createApplicationSchemaFor` picks the one a body meant. */
export const createApplicationSchema = z.union([trackDeadlineSchema, addApplicationSchema]);

export const createApplicationSchemaFor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'deadlineId' in body ? trackDeadlineSchema : addApplicationSchema;

const stageField = z.enum(applicationStageIds, 'Please choose a stage');
const notesField = multiLineText(maxNotesLength, `Please keep your notes under ${maxNotesLength} characters`);

/** A corrected closing date; empty (a cleared date field) or null means the firm has not published one. */
const correctedClosesOn = z.union([z.null(), optionalCalendarDate().transform((date) => date ?? null)]);
/** What the member typed or tracked: the same rules as when it was added. */
const detailsFields = {
  firm: addApplicationSchema.shape.firm,
  opportunity: addApplicationSchema.shape.opportunity,
  closesOn: correctedClosesOn,
};

/** `PATCH /api/applications/:id`: any of a new stage, new notes, a corrected firm, opening or closing date. */
export const updateApplicationSchema = z
  .strictObject({
    stage: stageField.optional(),
    notes: notesField.optional(),
    firm: detailsFields.firm.optional(),
    opportunity: detailsFields.opportunity.optional(),
    closesOn: correctedClosesOn.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');
export type UpdateApplicationInput = z.output<typeof updateApplicationSchema>;

/** The tracker page's forms: one change each. */
export const moveStageSchema = z.strictObject({ stage: stageField });
export const editNotesSchema = z.strictObject({ notes: notesField });
export const editDetailsSchema = z.strictObject(detailsFields);
