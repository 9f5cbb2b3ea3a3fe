import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: who the envelope named, and what a reader sees. */
export type ReceivedMail = { from: string; recipients: string[]; subject: string; text: string; raw: string };

/** Splits a MIME entity into its (unfolded, lower-cased) headers and its body. */
function splitEntity(entity: string) {
  const end = entity.indexOf('\r\n\r\n');
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable: soft line breaks (`=` at a line's end) join lines; `=XX` is one byte. */
function decodeQuotedPrintable(text: string) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** nodemailer writes the portal's text parts as 7bit or quoted-printable. */
const decodeBody = (body: string, transferEncoding = '7bit') =>
  transferEncoding.toLowerCase() === 'quoted-printable' ? decodeQuotedPrintable(body) : body;

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeaderWords(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, kind: string, content: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(content, 'base64').toString('utf8')
        : decodeQuotedPrintable(content.replace(/_/g, ' ')),
    );
}

/** The plain-text body of an entity: itself, or the first text/plain part of a multipart one. */
function plainText(entity: string): string | undefined {
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      // The line break before each boundary belongs to the boundary, not to the part.
      const text = plainText(part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(contentType) ? decodeBody(body, headers.get('content-transfer-encoding')) : undefined;
}

/** Just enough MIME for the portal's own emails: the subject and the plain-text body. */
export function parseMail(raw: string) {
  const { headers } = splitEntity(raw);
  return { subject: decodeHeaderWords(headers.get('subject') ?? ''), text: (plainText(raw) ?? '').replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP protocol server (smtp-server) on a loopback port (a free one unless `port` is
 * given), keeping every message it accepts. Plain SMTP without TLS or required
 * authentication, like a local relay. `url` is what SMTP_URL names to send through it.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((to) => to.address),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;

  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** The first message received (now or within `timeoutMs`) that `predicate` accepts. */
    waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms (received: ${received.map((m) => m.subject).join(', ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
