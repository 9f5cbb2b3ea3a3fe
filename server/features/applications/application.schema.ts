import { z } from 'zod';
import { applicationStageIds, opportunityIds } from '../../../content/firms';
import { multiLineText, optionalCalendarDate, plainText } from '../../platform/http-kit/text.schema';

// The tracker's vocabulary lives with the firm catalogue, below the database schema that stores it.
export {
  applicationStageIds,
  applicationStages,
  opportunities,
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
export const createApplicationSchemaFor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'deadlineId' in body ? trackDeadlineSchema : addApplicationSchema;

const stageField = z.enum(applicationStageIds, 'Please choose a stage');
const notesField = multiLineText(maxNotesLength, `Please keep your notes under ${maxNotesLength} characters`);

/** `PATCH /api/applications/:id`: a new stage, new notes, or both. */
export const updateApplicationSchema = z
  .strictObject({ stage: stageField.optional(), notes: notesField.optional() })
  .refine((value) => value.stage !== undefined || value.notes !== undefined, 'Nothing to update');
export type UpdateApplicationInput = z.output<typeof updateApplicationSchema>;

/** The tracker page's forms: one change each. */
export const moveStageSchema = z.strictObject({ stage: stageField });
export const editNotesSchema = z.strictObject({ notes: notesField });
