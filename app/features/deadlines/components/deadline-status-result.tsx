import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import type { FormResult } from '~/lib/forms/form-result';
import { deadlineIntents, deadlineStatusFetcher } from './coach-deadline-row';

/** What the last "Retire" did (or why not), shown above the list its entry has left; a check answers in its row. */
export function DeadlineStatusResult({ actionData }: { actionData: FormResult | undefined }) {
  const fetcher = useFetcher<FormResult>({ key: deadlineStatusFetcher });
  const answer = fetcher.data ?? actionData;
  const result = answer?.intent?.split(':')[0] === deadlineIntents.retire ? answer : undefined;
  const summaryId = useId();
  return (
    <>
      <ErrorSummary id={summaryId} messages={result && !result.ok ? [result.formError, ...Object.values(result.fieldErrors)] : []} />
      <FormStatus message={result?.ok ? result.message : undefined} />
    </>
  );
}
