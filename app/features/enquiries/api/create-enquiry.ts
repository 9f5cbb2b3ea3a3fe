import { useCallback, useState } from 'react';
import { site } from '@content/site';
import type { EnquiryInput } from '@server/features/enquiries/enquiry.schema';
import { ApiError, apiRequest } from '~/lib/api-client';

export type CreatedEnquiry = { id: string };

const couldNotSend = `We could not send your message just now. Please try again in a few minutes, or email us at ${site.contactEmail}.`;

/** POST /api/enquiries: 201 `{ id }`. */
export const createEnquiry = (input: EnquiryInput) =>
  apiRequest<CreatedEnquiry>('/api/enquiries', { method: 'POST', json: input });

/**
 * Validation (400) and rate-limit (429) messages are the server's own; anything else,
 * including a network failure, becomes "could not send".
 */
function toSendError(caught: unknown) {
  if (caught instanceof ApiError && (caught.status === 400 || caught.status === 429)) return caught;
  return new ApiError(caught instanceof ApiError ? caught.status : 0, 'internal', couldNotSend);
}

type State =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; enquiry: CreatedEnquiry }
  | { status: 'error'; error: ApiError };

/** Sends an enquiry and tracks the request; `send` resolves to the outcome, never throws. */
export function useCreateEnquiry() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const send = useCallback(async (input: EnquiryInput) => {
    setState({ status: 'pending' });
    try {
      const enquiry = await createEnquiry(input);
      setState({ status: 'success', enquiry });
      return { ok: true as const, enquiry };
    } catch (caught) {
      const error = toSendError(caught);
      setState({ status: 'error', error });
      return { ok: false as const, error };
    }
  }, []);
  return { ...state, send, isPending: state.status === 'pending' };
}
