import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The codes of the refusals both doors give (`{ error: { code, message } }`, a form's errors). */
const httpErrorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'expired',
  'conflict',
  'too_large',
  'unsupported_type',
  'method_not_allowed',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof httpErrorCodes)[number];

/** The codes of failures inside the server that the code catching them turns into something else. */
export type DomainErrorCode =
  /** A stream passed the byte limit given to `FileStorage.put` (a file, or a member's allowance). */
  | 'storage_limit'
  /** A setting is missing or malformed: the process says which and exits. */
  | 'invalid_config'
  /** Another live process holds the PGlite data directory. */
  | 'data_dir_locked';

/**
 * Our errors are recognised by this mark and their code, never by `instanceof` (ADR 0040): a
 * class is one module's copy, and where two copies meet (Vite's development module runner
 * beside the server's own modules) `instanceof` is silently false, so an expected refusal
 * became an error page. `Symbol.for` gives every copy of this module the same symbol.
 */
const codedErrorMark = Symbol.for('clearpath.coded-error');

/** An error we throw on purpose, with a stable code a caller may act on. */
export class CodedError<Code extends ErrorCode | DomainErrorCode = ErrorCode | DomainErrorCode> extends Error {
  readonly [codedErrorMark] = true;
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

function isCodedError(error: unknown): error is CodedError {
  return typeof error === 'object' && error !== null && codedErrorMark in error && typeof (error as { code?: unknown }).code === 'string';
}

/** Whether `error` is our failure with this code, whichever copy of its class made it. */
export function hasErrorCode<Code extends DomainErrorCode>(error: unknown, code: Code): error is CodedError<Code> {
  return isCodedError(error) && error.code === code;
}

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; reason?: string };
};

/** An expected failure in the API's error shape: `{ error: { code, message, fields? } }`. */
export class HttpError extends CodedError<ErrorCode> {
  constructor(
    readonly status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(code, message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/**
 * Whether `error` is an expected refusal (an HttpError) from any copy of this module: the
 * one check every layer uses (the app's error handler, page actions, the upload receiver).
 */
export function isHttpError(error: unknown): error is HttpError {
  return isCodedError(error) && (httpErrorCodes as readonly string[]).includes(error.code);
}

/**
 * What a process that cannot start prints: a setting or a data directory in use is for a
 * person to read; anything else is a fault, with its stack.
 */
export function startFailureMessage(error: unknown) {
  if (hasErrorCode(error, 'invalid_config') || hasErrorCode(error, 'data_dir_locked')) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
