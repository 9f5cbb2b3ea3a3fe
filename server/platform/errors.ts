import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'expired'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal';

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; reason?: string };
};

/** An expected failure in the API's error shape: `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
