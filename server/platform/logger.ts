import pino from 'pino';
import type { Config } from './config';
import { serializeError } from './log-error';

/**
 * Structured logs. Credentials never reach a log line: the redaction list covers the
 * places they could appear, request logs record the path without its query string, and an
 * error is logged as its kind and message without the data a failed query carried.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: config.logLevel,
      serializers: { err: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'cookie',
          '*.cookie',
          'headers.cookie',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    // Asynchronous writes: under load, lines that arrive while a write is in flight go out
    // together instead of each blocking the event loop (pino flushes them at exit).
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export type Logger = pino.Logger;
