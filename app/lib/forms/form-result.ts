import type { z } from 'zod';

/**
 * What a route action answers a form. `intent` tells apart the forms of one page (a page
 * may hold several, all posting to its action); `values` gives back what was typed, so a
 * page re-rendered without JavaScript loses nothing.
 */
export type FormFailure = {
  ok: false;
  intent?: string;
  fieldErrors: Record<string, string>;
  /** The problem that belongs to no single field. */
  formError?: string;
  values: Record<string, string>;
};
export type FormSuccess = {
  ok: true;
  intent?: string;
  message?: string;
  /** The write went through, but what it reports went wrong (a card declined): shown as a failure. */
  setback?: true;
};
export type FormResult = FormFailure | FormSuccess;

/** Whether a route's action data is a form's result (an action may also answer otherwise). */
export const isFormResult = (value: unknown): value is FormResult => typeof value === 'object' && value !== null && 'ok' in value;

/** A zod failure as one message per field (the first), keyed by the field's top-level name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

/** The message for the form's summary when a failure names no field it knows. */
export function formErrorOf(error: z.ZodError, fieldErrors: Record<string, string>): string | undefined {
  return Object.keys(fieldErrors).length > 0 ? undefined : (error.issues[0]?.message ?? 'Please check the form and try again.');
}
