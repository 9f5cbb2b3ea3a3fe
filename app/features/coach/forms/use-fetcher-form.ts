import { useFetcher } from 'react-router';
import type { FormResult } from '~/lib/forms/form-result';
import { useActionForm } from '~/lib/forms/use-action-form';

/**
 * One of a page's many forms, sent by a fetcher so the page does not navigate. Without
 * JavaScript the same form is a plain post and its result comes back as the page's action
 * data, so until the fetcher has been used, that is where the result is read (matched by
 * intent). `key` shares one fetcher between forms (every row's move buttons).
 */
export function useFetcherForm({ intent, key, resetOnSuccess }: { intent: string; key?: string; resetOnSuccess?: boolean }) {
  const fetcher = useFetcher<FormResult>(key ? { key } : undefined);
  const used = fetcher.state !== 'idle' || fetcher.data !== undefined;
  return { fetcher, ...useActionForm({ intent, fetcher: used ? fetcher : undefined, resetOnSuccess }) };
}
