import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

const unexpected = 'Something went wrong. Please try again.';

/**
 * Splits a failed request into errors for this form's fields (the API's `fields`) and the
 * message for the form's summary, which is null when every problem has a field to sit by.
 */
export function splitServerErrors<Field extends string>(error: unknown, fields: readonly Field[]) {
  const fieldErrors: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return { fieldErrors, message: unexpected };
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as Field] = message;
  }
  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : error.message };
}

/** The same for a react-hook-form form: field errors are set on it; returns the summary's message. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const { fieldErrors, message } = splitServerErrors(error, fields);
  for (const [field, fieldMessage] of Object.entries(fieldErrors) as [Path<T>, string][]) {
    setError(field, { type: 'server', message: fieldMessage });
  }
  return message;
}
