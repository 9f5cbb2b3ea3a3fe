/** An error answered by our API, in the contract's shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorShape = { error?: { code?: string; message?: string; fields?: Record<string, string>; reason?: string } };

/** The ApiError for a failed response body in the contract's shape (or anything else). */
export function toApiError(status: number, body: unknown) {
  const error = (body as ErrorShape | null)?.error;
  return new ApiError(status, error?.code ?? 'internal', error?.message ?? 'Something went wrong. Please try again.', error?.fields, error?.reason);
}

export const networkError = () => new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');

/**
 * Calls the JSON API with the session cookie. Resolves with the parsed body; rejects with
 * an ApiError (validation fields included) or a network failure turned into one.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', json, form }: { method?: string; json?: unknown; form?: FormData } = {},
) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: json === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
  } catch {
    throw networkError();
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}
