import { useFetcher } from 'react-router';
import type { FormResult } from './form-result';
import { useActionForm } from './use-action-form';

/**
 * One of a page's many forms, sent by a fetcher so the page does not navigate; without
 * JavaScript it is a plain post and its result is read from the page (matched by intent).
 * `key` shares one fetcher between forms (every row's move buttons).
 */
export function useFetcherForm({ intent, key, resetOnSuccess }: { intent: string; key?: string; resetOnSuccess?: boolean }) {
  const fetcher = useFetcher<FormResult>(key ? { key } : undefined);
  return { fetcher, ...useActionForm({ intent, fetcher, resetOnSuccess }) };
}
