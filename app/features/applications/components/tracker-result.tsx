import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import type { FormResult } from '~/lib/forms/form-result';
import { focusAfterPostAttribute } from '~/lib/forms/focus-after-post';
import { applicationAnchor, stageFetcherKey, trackerHeadingId, trackerIntents } from '../tracker-intents';

const isMoveOrDelete = (kind: string) => kind === trackerIntents.stage || kind === trackerIntents.remove;

/**
 * What the last move or delete did, above the board: the card it was about has moved
 * column or gone. Focus follows a moved card to its new place, or goes to the tracker's
 * heading when the card was deleted: after a fetcher's answer where React Router runs, and
 * on the page that answers a plain post (`focusAfterPostAttribute`, which the islands'
 * script reads).
 */
export function TrackerResult({ actionData }: { actionData: FormResult | undefined }) {
  const fetcher = useFetcher<FormResult>({ key: stageFetcherKey });
  const answer = fetcher.data ?? actionData;
  // A row's intent is `kind:id` (rowIntent).
  const [kind = '', id = ''] = (answer?.intent ?? '').split(':');
  const result = isMoveOrDelete(kind) ? answer : undefined;
  const summaryId = useId();

  const focusTarget = kind === trackerIntents.stage ? applicationAnchor(id) : trackerHeadingId;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    document.getElementById(focusTarget)?.focus();
  }, [fetcher.state, fetcher.data, focusTarget]);

  return (
    <>
      {result?.ok ? <span hidden {...{ [focusAfterPostAttribute]: focusTarget }} /> : null}
      <ErrorSummary id={summaryId} messages={result && !result.ok ? [result.formError, ...Object.values(result.fieldErrors)] : []} />
      <FormStatus message={result?.ok ? result.message : undefined} />
    </>
  );
}
