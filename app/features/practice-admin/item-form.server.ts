import { itemFromSheet } from '@server/features/practice-admin/item-sheet';
import type { PracticeItemInput } from '@server/features/practice-admin/practice-item.schema';
import { formFailure, formObject } from '~/lib/forms/form-action.server';

/**
 * The "write item" form read as the CSV import reads a row (its fields are the template's
 * columns), so both check an item with the API's schema and name the same fields.
 */
export function parseItemForm(form: FormData): { ok: true; item: PracticeItemInput } | { ok: false; failure: ReturnType<typeof formFailure> } {
  const read = itemFromSheet(formObject(form) as Record<string, string>);
  if (read.ok) return read;
  const fieldErrors = Object.fromEntries(read.issues.map((issue) => [issue.field, issue.message]));
  return { ok: false, failure: formFailure(form, { fieldErrors }) };
}
