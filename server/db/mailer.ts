import nodemailer from 'nodemailer';
import type { Database } from './client';
import { emailOutbox } from './schema';
import type { Logger } from '../platform/logger';
import type { Email } from '../platform/mail/email';

const linkRemoved = '[link removed]';

/** The row recorded for a sent email, or null when it must not be kept. */
function outboxRecord({ retention = 'all', ...email }: Email, status: 'stored' | 'sent' | 'failed') {
  if (retention === 'nothing') return null;
  if (retention === 'all') return { ...email, status };
  return {
    ...email,
    status,
    text: email.text.replace(/https?:\/\/\S+/g, linkRemoved),
    html: email.html?.replace(/href="[^"]*"/g, 'href="#"').replace(/https?:\/\/[^\s<"]+/g, linkRemoved),
  };
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * Embedded default: the outbox table is the delivery, so links are kept (there is nowhere
 * else to read them); an email that must leave no record is not delivered at all. The log
 * says that a message was stored and where to read it, never its body or its recipient
 * (log files outlive an erased account).
 */
export function createOutboxMailer(db: Database, logger: Logger, mailboxUrl: string): Mailer {
  return {
    async send({ retention, ...email }) {
      if (retention === 'nothing') {
        logger.info({ subject: email.subject }, 'email not stored: it must leave no record');
        return;
      }
      await db.insert(emailOutbox).values({ ...email, status: 'stored' });
      logger.info({ subject: email.subject }, `email stored; read it at ${mailboxUrl}`);
    },
  };
}

/** Production: SMTP, with a record of each attempt in the outbox table, as its retention allows. */
export function createSmtpMailer(db: Database, logger: Logger, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const record = async (email: Email, status: 'sent' | 'failed') => {
    const row = outboxRecord(email, status);
    if (row) await db.insert(emailOutbox).values(row);
  };
  return {
    async send(email) {
      const { retention: _retention, ...message } = email;
      try {
        await transport.sendMail({ from, ...message });
        await record(email, 'sent');
        logger.info({ subject: email.subject }, 'email sent');
      } catch (error) {
        await record(email, 'failed');
        logger.error({ err: error, subject: email.subject }, 'email failed');
        throw error;
      }
    },
  };
}
