import { isFormResult } from '~/lib/forms/form-result';
import { uploadedIntent, uploadIntent } from './upload-desk-intents';

/**
 * What the page's action said of the last upload, for the upload area (an island, ADR 0051,
 * so it takes this as a prop): a file posted whole without scripts, or the files that went to
 * the API with progress and were then confirmed by a post of their ids.
 */
export type UploadOutcome = { message?: string; formError?: string };


/** The upload area's part of a route's action data (`useActionData`); nothing for the page's other forms. */
export function uploadOutcome(actionData: unknown): UploadOutcome {
  if (!isFormResult(actionData) || (actionData.intent !== uploadIntent && actionData.intent !== uploadedIntent)) return {};
  if (!actionData.ok) {
    // The area has no field of its own to mark: a field's message (no file, no ids) is the area's.
    const formError = actionData.formError ?? Object.values(actionData.fieldErrors)[0];
    return formError ? { formError } : {};
  }
  return actionData.message ? { message: actionData.message } : {};
}
