import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../logger';

export type Email = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * Embedded default: the outbox table is the delivery. The log says that a message was
 * stored and where to read it, never its body (bodies carry sign-in and reset links).
 */
export function createOutboxMailer(db: Database, logger: Logger, mailboxUrl: string): Mailer {
  return {
    async send(email) {
      await db.insert(emailOutbox).values({ ...email, status: 'stored' });
      logger.info({ to: email.to, subject: email.subject }, `email stored; read it at ${mailboxUrl}`);
    },
  };
}

/** Production: SMTP, with a record of each attempt in the outbox table. */
export function createSmtpMailer(db: Database, logger: Logger, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      try {
        await transport.sendMail({ from, ...email });
        await db.insert(emailOutbox).values({ ...email, status: 'sent' });
        logger.info({ to: email.to, subject: email.subject }, 'email sent');
      } catch (error) {
        await db.insert(emailOutbox).values({ ...email, status: 'failed' });
        logger.error({ err: error, to: email.to, subject: email.subject }, 'email failed');
        throw error;
      }
    },
  };
}
