import { z } from 'zod';

/**
 * `data.json` in a member's data export (UK GDPR right of access and portability): the one
 * definition of its shape. The export job parses every document against it before writing,
 * and the tests read exports back with it. Timestamps are ISO 8601 in UTC; calendar dates
 * are `YYYY-MM-DD`; money is in minor units (pence) with its currency. Secrets are never
 * part of it: no password hashes, session tokens, provider tokens, calendar feed token or
 * the bodies of emails (they held sign-in links).
 */
const timestamp = z.iso.datetime();
const optionalTimestamp = timestamp.nullable();
const calendarDate = z.iso.date();

/** A file inside the ZIP (`files/...`), with what the portal knows of it. */
const exportedFile = z.strictObject({
  path: z.string().startsWith('files/'),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});

export const exportDocumentSchema = z.strictObject({
  format: z.literal('clearpath-data-export/2'),
  exportedAt: timestamp,
  account: z.strictObject({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    image: z.string().nullable(),
    role: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  profile: z.strictObject({
    firstName: z.string(),
    lastName: z.string(),
    university: z.string(),
    lawBackground: z.boolean(),
  }),
  /** How the member signs in (never the password or any token). */
  signInMethods: z.array(z.strictObject({ provider: z.string(), createdAt: timestamp })),
  /** Signed-in sessions still on record: when, from which address and browser. */
  sessions: z.array(
    z.strictObject({ createdAt: timestamp, expiresAt: timestamp, ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  /** Null until the member first saved a preference. */
  settings: z
    .strictObject({
      emailNotifications: z.boolean(),
      deadlineReminders: z.boolean(),
      theme: z.string(),
      calendarFeedEnabled: z.boolean(),
      /** Extra time on timed tests (the limit times this; null: untimed). */
      timeFactor: z.number().nullable(),
      timerHidden: z.boolean(),
      updatedAt: timestamp,
    })
    .nullable(),
  billing: z.strictObject({
    customer: z.strictObject({ provider: z.string(), customerId: z.string(), createdAt: timestamp }).nullable(),
    subscriptions: z.array(
      z.strictObject({
        id: z.string(),
        provider: z.string(),
        planId: z.string(),
        status: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        currentPeriodStart: timestamp,
        currentPeriodEnd: timestamp,
        billingAnchor: timestamp,
        cancelAtPeriodEnd: z.boolean(),
        canceledAt: optionalTimestamp,
        pausedAt: optionalTimestamp,
        resumesAt: optionalTimestamp,
        graceEndsAt: optionalTimestamp,
        promotionCode: z.string().nullable(),
        discountEndsAt: optionalTimestamp,
        createdAt: timestamp,
      }),
    ),
    invoices: z.array(
      z.strictObject({
        id: z.string(),
        providerInvoiceId: z.string(),
        description: z.string(),
        amount: z.number().int(),
        discountAmount: z.number().int(),
        promotionCode: z.string().nullable(),
        currency: z.string(),
        status: z.string(),
        periodStart: optionalTimestamp,
        periodEnd: optionalTimestamp,
        issuedAt: timestamp,
      }),
    ),
    checkoutSessions: z.array(
      z.strictObject({ id: z.string(), planId: z.string(), status: z.string(), trialDays: z.number().int().nullable(), createdAt: timestamp, completedAt: optionalTimestamp }),
    ),
    cancellationFeedback: z.array(
      z.strictObject({ planId: z.string(), reason: z.string(), comment: z.string().nullable(), outcome: z.string(), createdAt: timestamp }),
    ),
    promotionRedemptions: z.array(z.strictObject({ code: z.string(), redeemedAt: timestamp })),
  }),
  libraryProgress: z.array(
    z.strictObject({
      collection: z.string(),
      title: z.string(),
      firstOpenedAt: timestamp,
      lastOpenedAt: timestamp,
      completedAt: optionalTimestamp,
    }),
  ),
  uploads: z.array(exportedFile.extend({ id: z.string(), createdAt: timestamp })),
  /** Recorded interview answers; a take still uploading has no file yet. */
  recordings: z.array(
    z.strictObject({
      id: z.string(),
      attemptId: z.string(),
      question: z.string(),
      take: z.number().int(),
      status: z.string(),
      recordedAt: timestamp,
      completedAt: optionalTimestamp,
      durationSeconds: z.number().nullable(),
      size: z.number().int().nonnegative(),
      file: exportedFile.nullable(),
    }),
  ),
  reviewRequests: z.array(
    z.strictObject({
      id: z.string(),
      status: z.string(),
      targetFirm: z.string(),
      applicationType: z.string(),
      notes: z.string().nullable(),
      planId: z.string(),
      submittedAt: timestamp,
      dueAt: timestamp,
      claimedAt: optionalTimestamp,
      completedAt: optionalTimestamp,
      uploadIds: z.array(z.string()),
      /** The coach's feedback, by section. */
      feedback: z.record(z.string(), z.strictObject({ comment: z.string(), score: z.number().optional() })).nullable(),
      /** The draft answers sent with the request, as sent. */
      answers: z.array(z.strictObject({ question: z.string(), text: z.string() })),
      /** The coach's annotated copy, when there is one. */
      annotatedFile: exportedFile.nullable(),
    }),
  ),
  applications: z.array(
    z.strictObject({
      id: z.string(),
      firm: z.string(),
      opportunity: z.string(),
      closesOn: calendarDate.nullable(),
      stage: z.string(),
      stageDates: z.record(z.string(), z.string()),
      notes: z.string(),
      createdAt: timestamp,
      updatedAt: timestamp,
      answers: z.array(
        z.strictObject({
          question: z.string(),
          text: z.string(),
          limitKind: z.string().nullable(),
          limitValue: z.number().int().nullable(),
          updatedAt: timestamp,
        }),
      ),
    }),
  ),
  deadlineReminders: z.array(z.strictObject({ applicationId: z.string(), closesOn: calendarDate, daysBefore: z.number().int(), sentAt: timestamp })),
  /** Timed practice attempts: the test, when it ran and how it closed, the score by section, and each answer as given. */
  practiceAttempts: z.array(
    z.strictObject({
      id: z.string(),
      formTitle: z.string(),
      kind: z.string(),
      status: z.string(),
      startedAt: timestamp,
      deadline: optionalTimestamp,
      closedAt: optionalTimestamp,
      /** The member's time factor when it started (null: untimed). */
      timeFactor: z.number().nullable(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      sections: z.array(z.strictObject({ name: z.string(), score: z.number(), maxScore: z.number() })).nullable(),
      answers: z.array(
        z.strictObject({
          question: z.string(),
          answer: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]),
          credit: z.number().nullable(),
          answeredAt: timestamp,
        }),
      ),
    }),
  ),
  /**
   * Consultation requests the member sent while signed in, without the coaches' internal
   * notes (ADR 0032). One merely giving their address may have come from anyone.
   */
  enquiries: z.array(
    z.strictObject({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      service: z.string().nullable(),
      background: z.string().nullable(),
      message: z.string().nullable(),
      status: z.string(),
      createdAt: timestamp,
    }),
  ),
  /** Emails sent to the member: the record, never the body. */
  emails: z.array(z.strictObject({ to: z.string(), subject: z.string(), status: z.string(), createdAt: timestamp, finishedAt: optionalTimestamp })),
  /** What coaches did concerning the member (who did it is not part of the member's data). */
  coachActions: z.array(z.strictObject({ action: z.string(), targetType: z.string(), createdAt: timestamp })),
  /** Every export asked for, this one included. */
  dataExports: z.array(
    z.strictObject({ id: z.string(), status: z.string(), requestedAt: timestamp, readyAt: optionalTimestamp, expiresAt: optionalTimestamp, size: z.number().int().nullable() }),
  ),
});

export type ExportDocument = z.infer<typeof exportDocumentSchema>;
