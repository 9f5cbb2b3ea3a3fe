import { createRequire } from 'node:module';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config';
import { serializeError } from './log-error';

/**
 * Structured logs. Credentials never reach a log line: the redaction list covers the
 * places they could appear, request logs record the path without its query string, and an
 * error is logged as its kind and message without the data a failed query carried.
 * Lines are JSON, one an object, unless the configuration asks for `pretty` (development and
 * demo mode by default) and no destination is given: a test that captures lines parses them.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: pino.DestinationStream) {
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
    // Production writes asynchronously in batches: lines gather until 4 KB (about twenty
    // request lines) or for at most a second, so a busy server makes one write call per batch
    // instead of one per request, which was a twentieth of an API read's CPU. pino flushes the
    // rest at exit.
    destination ?? (config.logFormat === 'pretty' ? prettyStdout() : pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 })),
  );
}

/**
 * One coloured line a record (time, level, message, then its fields) for a person at a
 * terminal. Loaded only when asked for, so production never loads the formatter. Writes are
 * asynchronous in both formats: under load, lines that arrive while a write is in flight go
 * out together instead of each blocking the event loop (pino flushes them at exit).
 */
function prettyStdout() {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty({ destination: 1, sync: false, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

export type Logger = pino.Logger;
