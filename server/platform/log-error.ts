/**
 * How an error reaches the log. A database error carries the failed query and its parameters
 * (a member's id, the text they typed) in its own fields and in its message, and the
 * database's own error may quote a value (`detail`: "Key (email)=(…) already exists"); none
 * of that may outlive an erasure in a log, so this keeps the kind of failure and drops the data.
 */
/** The fields of an error worth keeping: what failed and where, never a value (`detail`, `query`, `params` are left out). */
const keptFields = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'status', 'errno', 'syscall'];
const maxCauses = 5;

/** A database error's message may quote the value it refused (`invalid input syntax for type uuid: "…"`). */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"');

const carriesQuery = (error: Error) => 'params' in error || 'query' in error;
const isDatabaseError = (error: Error) => carriesQuery(error) || typeof (error as { severity?: unknown }).severity === 'string';

function safeMessage(error: Error) {
  if (carriesQuery(error)) return 'Failed query (its text and parameters are not logged)';
  return isDatabaseError(error) ? withoutQuotedValues(error.message) : error.message;
}

export type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError | string } & Record<string, unknown>;

export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : `non-error thrown: ${typeof error}`;
  const message = safeMessage(error);
  const logged: LoggedError = {
    type: error.name,
    message,
    // The stack's first line repeats the message.
    stack: error.stack?.replace(error.message, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of keptFields) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < maxCauses) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
