import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's field errors next to their fields. Returns the message to show
 * elsewhere (a toast) when the error is not about specific fields.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (error instanceof ApiError) {
    let placed = false;
    for (const [field, message] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message });
        placed = true;
      }
    }
    return placed ? 'Please check the highlighted fields.' : error.message;
  }
  return 'Something went wrong. Please try again.';
}
