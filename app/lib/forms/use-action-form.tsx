import { useEffect, useId, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router';
import { isFormResult } from './form-result';

type FetcherLike = { state: 'idle' | 'loading' | 'submitting'; data?: unknown };


/**
 * The state of one form that posts to a route action: a page's `<Form method="post">`, or
 * a `fetcher.Form` when the page should not navigate (see useFetcherForm). Pending and result come from React
 * Router; a page with several forms tells them apart by `intent` (sent as a hidden field).
 * After a failed submit, focus moves to the first invalid field, else to the summary.
 */
export function useActionForm({ intent, fetcher, resetOnSuccess = false }: { intent?: string; fetcher?: FetcherLike; resetOnSuccess?: boolean } = {}) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();

  // Without JavaScript a fetcher's form is a plain post, answered as the page's action data:
  // until the fetcher has been used, that is where its result is.
  const fetcherUsed = fetcher !== undefined && (fetcher.state !== 'idle' || fetcher.data !== undefined);
  const answer = fetcherUsed ? fetcher.data : actionData;
  const result = isFormResult(answer) && (intent === undefined || answer.intent === intent) ? answer : undefined;
  const failure = result && !result.ok ? result : undefined;
  const pending = fetcher
    ? fetcher.state !== 'idle'
    : navigation.formMethod !== undefined && (intent === undefined || navigation.formData?.get('intent') === intent);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (resetOnSuccess) formRef.current?.reset();
      return;
    }
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? document.getElementById(summaryId))?.focus();
  }, [result, resetOnSuccess, summaryId]);

  return {
    formRef,
    summaryId,
    pending,
    /** Each field's message, as the action's schema (the API's) worded it. */
    errors: failure?.fieldErrors ?? {},
    /** The message that belongs to no single field, for the form's ErrorSummary. */
    formError: failure?.formError,
    /** What the action said on success, for the form's FormStatus. */
    message: result?.ok ? result.message : undefined,
    /** Whether that message reports a failure the write ran into (FormStatus's `setback`). */
    setback: result?.ok === true && result.setback === true,
    /** A field's value as last typed, when a failed submit re-rendered the page; else `initial`. */
    value: (name: string, initial?: string) => failure?.values[name] ?? initial,
    /** The hidden field that tells the action which of the page's forms was sent. */
    intentInput: intent === undefined ? null : <input type="hidden" name="intent" value={intent} />,
  };
}
