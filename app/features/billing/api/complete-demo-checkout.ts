import { apiRequest } from '~/lib/api-client';

/** Demo provider only: "pays" a demo checkout session (no card is taken). */
export const completeDemoCheckout = (sessionId: string) =>
  apiRequest<{ planId: string }>(`/api/billing/demo/sessions/${encodeURIComponent(sessionId)}/complete`, { method: 'POST' });
