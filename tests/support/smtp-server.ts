import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * One message as the SMTP server received it: who the envelope named, the message itself,
 * and what a mail client makes of it (mailparser): subject, plain text and headers.
 */
export type ReceivedMail = { from: string; recipients: string[]; subject: string; text: string; headers: ParsedMail['headers']; raw: string };

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
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        try {
          const { subject = '', text = '', headers } = await simpleParser(raw);
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            recipients: session.envelope.rcptTo.map((to) => to.address),
            subject,
            text,
            headers,
            raw,
          });
        } catch (error) {
          callback(error as Error);
          return;
        }
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
