import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Database } from './client';
import { defineJob, defineWorker, type JobQueue, type JobWorker } from './job-queue';
import { emailOutbox } from './schema';
import type { Logger } from '../platform/logger';
import type { Email } from '../platform/mail/email';
import { mailOptions, rawMessage } from '../platform/mail/mime';

export type Mailer = {
  /**
   * Queues `email` through `db`: pass the transaction of the change that causes it, so the
   * email exists exactly when the change does. Delivery happens later, in a job worker.
   */
  queue(email: Email, db?: Database): Promise<void>;
  /** What delivers queued emails, for the job workers to run (none where storing is delivering). */
  workers: JobWorker[];
};

/**
 * Embedded default: the outbox table is the delivery, so the whole email is kept (there is
 * nowhere else to read its links); an email that must leave no record is not delivered at
 * all. The message is also kept whole, as SMTP would have carried it, for tests and mail
 * tools to read headers and all. The log says that a message was stored and where to read
 * it, never its body or its recipient (log files outlive an erased account).
 */
export function createOutboxMailer({ db, logger, mailboxUrl, from }: { db: Database; logger: Logger; mailboxUrl: string; from: string }): Mailer {
  return {
    async queue({ leavesNoRecord, ...email }, via = db) {
      if (leavesNoRecord) {
        logger.info({ subject: email.subject }, 'email not stored: it must leave no record');
        return;
      }
      await via.insert(emailOutbox).values({ ...email, raw: await rawMessage(email, from), status: 'stored' });
      logger.info({ subject: email.subject }, `email stored; read it at ${mailboxUrl}`);
    },
    workers: [],
  };
}

export const emailDelivery = defineJob({
  name: 'deliver-email',
  data: z.object({ outboxId: z.uuid() }),
  // pg-boss retries only a run that never finished (a worker killed mid-send); an SMTP
  // failure reschedules the email itself, on the capped schedule below.
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  // A batch of five, each bounded by the transport's timeouts below.
  expireInSeconds: 300,
});

/**
 * Seconds before attempt `attempts + 1`: doubling from 5 s but never over 30 s, so an email
 * leaves within half a minute of the SMTP server coming back (pg-boss's own backoff has no
 * ceiling). After a day of failures it is given up.
 */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(attempts - 1, 0), 30);
export const giveUpAfterMs = 24 * 60 * 60 * 1000;

/**
 * Nodemailer waits two minutes for a server that never answers; fail sooner and retry. Set as
 * the URL's query options (nodemailer reads them there), unless SMTP_URL already sets them.
 */
export function withTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  for (const [option, ms] of Object.entries(timeouts)) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
  }
  return url.toString();
}

/**
 * Production: emails are rows in the outbox plus a delivery job, queued in one transaction.
 * The worker sends over SMTP; once an email has gone (or been given up) its body is dropped
 * and the row keeps who, what subject, when and how it went, or is deleted if it must leave
 * no record.
 */
export function createSmtpMailer({
  db,
  jobs,
  logger,
  smtpUrl,
  from,
}: {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  smtpUrl: string;
  from: string;
}): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));

  type Queued = typeof emailOutbox.$inferSelect;
  const finish = async (via: Database, row: Queued, status: 'sent' | 'failed') => {
    if (row.leavesNoRecord) await via.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
    else {
      await via
        .update(emailOutbox)
        .set({ status, text: null, html: null, unsubscribeUrl: null, raw: null, attempts: row.attempts + 1, finishedAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
    }
  };

  async function deliver({ outboxId }: { outboxId: string }) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'queued')));
    // Delivered already (a retried run), or erased with its recipient's account.
    if (!row?.text) return;
    try {
      await transport.sendMail(mailOptions({ ...row, text: row.text }, from));
    } catch (error) {
      const attempts = row.attempts + 1;
      if (Date.now() - row.createdAt.getTime() >= giveUpAfterMs) {
        await finish(db, row, 'failed');
        logger.error({ err: error, subject: row.subject, attempts }, 'email given up');
        return;
      }
      const startAfter = new Date(Date.now() + retryDelaySeconds(attempts) * 1000);
      await db.transaction(async (tx) => {
        await tx.update(emailOutbox).set({ attempts }).where(eq(emailOutbox.id, row.id));
        await jobs.enqueue(tx, emailDelivery, { outboxId }, { startAfter });
      });
      logger.warn({ err: error, subject: row.subject, attempts }, 'email not delivered yet; it will be retried');
      return;
    }
    await finish(db, row, 'sent');
    logger.info({ subject: row.subject }, 'email sent');
  }

  return {
    async queue({ leavesNoRecord = false, ...email }, via = db) {
      // A transaction of its own, or a savepoint inside the caller's: row and job commit together.
      await via.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({ ...email, leavesNoRecord, status: 'queued' })
          .returning({ id: emailOutbox.id });
        await jobs.enqueue(tx, emailDelivery, { outboxId: row!.id });
      });
    },
    workers: [defineWorker(emailDelivery, deliver, { pollingIntervalSeconds: 1 })],
  };
}
