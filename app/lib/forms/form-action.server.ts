import { data } from 'react-router';
import type { z } from 'zod';
import { isHttpError } from '@server/platform/errors';
import { fieldErrorsOf, formErrorOf, type FormFailure, type FormSuccess } from './form-result';

/** Typed values a failed form gives back, except secrets: a password is typed again. */
const isSecret = (name: string) => /password|token/i.test(name);

function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !isSecret(name) && name !== 'intent') values[name] = value;
  }
  return values;
}

type FormShape = {
  /** Checkboxes, which a form sends as "on" or not at all: read as booleans. */
  checkboxes?: readonly string[];
  /** Fields that may repeat (several checked boxes of one name): read as arrays. */
  lists?: readonly string[];
};

/** A form's fields as the plain object its zod schema (the one the JSON API uses) expects. */
export function formObject(form: FormData, { checkboxes = [], lists = [] }: FormShape = {}) {
  const object: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (name === 'intent' || typeof value !== 'string') continue;
    object[name] = lists.includes(name) ? [...((object[name] as string[] | undefined) ?? []), value] : value;
  }
  for (const name of checkboxes) object[name] = form.get(name) !== null && form.get(name) !== 'false';
  for (const name of lists) object[name] ??= [];
  return object;
}

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The posted form, for every page action. A post that is not a form (no body, JSON, a
 * malformed multipart body: never one of our pages, always a hand-made request) is refused
 * here as a form that could not be read, 415 or 400, instead of failing in `formData()`.
 */
export async function readForm(request: Request) {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const unreadable = (status: number) =>
    formFailure(new FormData(), { fieldErrors: {}, formError: 'This form could not be read. Please reload the page and try again.' }, { status });
  if (!formTypes.includes(type)) throw unreadable(415);
  try {
    return await request.formData();
  } catch {
    throw unreadable(400);
  }
}

/** The form's failure as the action's answer, with the status the API would give. */
export function formFailure(
  form: FormData,
  failure: Omit<FormFailure, 'ok' | 'values' | 'intent'>,
  init: ResponseInit = { status: 400 },
) {
  const intent = form.get('intent');
  return data<FormFailure>(
    { ok: false, ...(typeof intent === 'string' ? { intent } : {}), ...failure, values: typedValues(form) },
    init,
  );
}

/** What the action answers when the write went through (`message` is shown by the form). */
export function formSuccess(form: FormData, message?: string, init?: ResponseInit) {
  const intent = form.get('intent');
  return data<FormSuccess>({ ok: true, ...(typeof intent === 'string' ? { intent } : {}), ...(message ? { message } : {}) }, init);
}

/**
 * What the action answers when the write went through but its outcome is a failure the
 * person must act on (a renewal whose card was declined): the form shows it as a failure.
 */
export function formSetback(form: FormData, message: string) {
  const intent = form.get('intent');
  return data<FormSuccess>({ ok: true, ...(typeof intent === 'string' ? { intent } : {}), message, setback: true });
}

/** A post whose `intent` this action does not know: a page from an older version, or a hand-made request. */
export const unknownIntent = (form: FormData) =>
  formFailure(form, { fieldErrors: {}, formError: 'This form is out of date. Please reload the page.' });

/**
 * Validates a submitted form with a zod schema. On failure, `failure` is the action's
 * answer: each field's message beside it, as the JSON API would name them.
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S, shape?: FormShape) {
  const parsed = schema.safeParse(formObject(form, shape));
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return { ok: false as const, failure: formFailure(form, { fieldErrors, formError: formErrorOf(parsed.error, fieldErrors) }) };
}

/**
 * An expected refusal from a domain function (HttpError: conflict, rate limit, quota...)
 * as the form's errors, with its status; anything else is a fault and propagates to the
 * error boundary.
 */
export function refusedForm(form: FormData, error: unknown) {
  if (!isHttpError(error)) throw error;
  const fieldErrors = error.fields ?? {};
  const formError = Object.keys(fieldErrors).length > 0 ? undefined : error.message;
  return formFailure(form, { fieldErrors, formError }, { status: error.status, headers: error.headers });
}

/**
 * Runs an action's write and answers with what it returns (a success, a redirect); an
 * expected refusal from a domain function becomes the form's errors instead (refusedForm).
 */
export async function submitWrite<T>(form: FormData, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    return refusedForm(form, error);
  }
}
