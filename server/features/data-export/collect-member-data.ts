import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  account,
  applicationAnswers,
  applications,
  auditLog,
  billingCustomers,
  cancellationFeedback,
  dataExports,
  deadlineReminders,
  demoCheckoutSessions,
  emailOutbox,
  enquiries,
  invoices,
  itemProgress,
  libraryItems,
  promotionRedemptions,
  promotions,
  reviewAnswers,
  reviewRequests,
  reviewUploads,
  session,
  subscriptions,
  uploads,
  user,
  userSettings,
} from '../../db/schema';
import { exportDocumentSchema, type ExportDocument } from './export-document.schema';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A file in the ZIP: where it is stored, and where it goes in the archive. */
export type ExportFile = { storageKey: string; path: string };

/** A name safe as the last part of a path in any unzip tool: no separators, no dot files. */
const archiveName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_') || 'file';

/**
 * Everything the portal holds about one member, as `data.json` (parsed against
 * exportDocumentSchema, so a column added without thought fails here, not in a member's
 * hands), and the files to put beside it: the member's uploads and the coaches' annotated
 * copies. The same tables account erasure removes, read instead of deleted.
 */
export async function collectMemberData(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) return null;
  const email = person.email.toLowerCase();

  const [
    signIns,
    sessions,
    [settings],
    [customer],
    subscriptionRows,
    invoiceRows,
    checkoutRows,
    feedbackRows,
    redemptionRows,
    progressRows,
    uploadRows,
    reviewRows,
    applicationRows,
    answerRows,
    reminderRows,
    enquiryRows,
    emailRows,
    auditRows,
    exportRows,
  ] = await Promise.all([
    db.select({ provider: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
    db
      .select({ row: subscriptions, promotionCode: promotions.code })
      .from(subscriptions)
      .leftJoin(promotions, eq(promotions.id, subscriptions.promotionId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt)),
    db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.userId, userId)).orderBy(asc(demoCheckoutSessions.createdAt)),
    db.select().from(cancellationFeedback).where(eq(cancellationFeedback.userId, userId)).orderBy(asc(cancellationFeedback.createdAt)),
    db
      .select({ code: promotions.code, redeemedAt: promotionRedemptions.redeemedAt })
      .from(promotionRedemptions)
      .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
      .where(eq(promotionRedemptions.userId, userId))
      .orderBy(asc(promotionRedemptions.redeemedAt)),
    db
      .select({ progress: itemProgress, collection: libraryItems.collectionSlug, title: libraryItems.title })
      .from(itemProgress)
      .innerJoin(libraryItems, eq(libraryItems.id, itemProgress.itemId))
      .where(eq(itemProgress.userId, userId))
      .orderBy(asc(itemProgress.firstOpenedAt)),
    db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
    db.select().from(reviewRequests).where(eq(reviewRequests.userId, userId)).orderBy(asc(reviewRequests.submittedAt)),
    db.select().from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt)),
    db
      .select()
      .from(applicationAnswers)
      .where(eq(applicationAnswers.userId, userId))
      .orderBy(asc(applicationAnswers.applicationId), asc(applicationAnswers.position)),
    db
      .select({ reminder: deadlineReminders })
      .from(deadlineReminders)
      .innerJoin(applications, eq(applications.id, deadlineReminders.applicationId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(deadlineReminders.sentAt)),
    db.select().from(enquiries).where(eq(enquiries.senderId, userId)).orderBy(asc(enquiries.createdAt)),
    db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt, finishedAt: emailOutbox.finishedAt })
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.to})`, email))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select({ action: auditLog.action, targetType: auditLog.targetType, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(sql`${auditLog.details} ->> 'memberId' = ${userId}`)
      .orderBy(asc(auditLog.createdAt)),
    db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(asc(dataExports.requestedAt)),
  ]);

  const reviewIds = reviewRows.map((review) => review.id);
  const [reviewUploadRows, reviewAnswerRows] = reviewIds.length
    ? await Promise.all([
        db.select().from(reviewUploads).where(inArray(reviewUploads.reviewId, reviewIds)),
        db.select().from(reviewAnswers).where(inArray(reviewAnswers.reviewId, reviewIds)),
      ])
    : [[], []];

  const files: ExportFile[] = [];
  const fileEntry = (storageKey: string, folder: string, id: string, name: string, type: string, size: number) => {
    const path = `files/${folder}/${id}-${archiveName(name)}`;
    files.push({ storageKey, path });
    return { path, name, type, size };
  };

  const document: ExportDocument = {
    format: 'clearpath-data-export/2',
    exportedAt: iso(now),
    account: {
      id: person.id,
      email: person.email,
      emailVerified: person.emailVerified,
      name: person.name,
      image: person.image,
      role: person.role,
      createdAt: iso(person.createdAt),
      updatedAt: iso(person.updatedAt),
    },
    profile: { firstName: person.firstName, lastName: person.lastName, university: person.university, lawBackground: person.lawBackground },
    signInMethods: signIns.map((row) => ({ provider: row.provider, createdAt: iso(row.createdAt) })),
    sessions: sessions.map((row) => ({ ...row, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) })),
    settings: settings
      ? {
          emailNotifications: settings.emailNotifications,
          deadlineReminders: settings.deadlineReminders,
          theme: settings.theme,
          calendarFeedEnabled: settings.calendarToken !== null,
          updatedAt: iso(settings.updatedAt),
        }
      : null,
    billing: {
      customer: customer ? { provider: customer.provider, customerId: customer.customerId, createdAt: iso(customer.createdAt) } : null,
      subscriptions: subscriptionRows.map(({ row, promotionCode }) => ({
        id: row.id,
        provider: row.provider,
        planId: row.planId,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        currentPeriodStart: iso(row.currentPeriodStart),
        currentPeriodEnd: iso(row.currentPeriodEnd),
        billingAnchor: iso(row.billingAnchor),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        canceledAt: isoOrNull(row.canceledAt),
        pausedAt: isoOrNull(row.pausedAt),
        resumesAt: isoOrNull(row.resumesAt),
        graceEndsAt: isoOrNull(row.graceEndsAt),
        promotionCode,
        discountEndsAt: isoOrNull(row.discountEndsAt),
        createdAt: iso(row.createdAt),
      })),
      invoices: invoiceRows.map((row) => ({
        id: row.id,
        providerInvoiceId: row.providerInvoiceId,
        description: row.description,
        amount: row.amount,
        discountAmount: row.discountAmount,
        promotionCode: row.promotionCode,
        currency: row.currency,
        status: row.status,
        periodStart: isoOrNull(row.periodStart),
        periodEnd: isoOrNull(row.periodEnd),
        issuedAt: iso(row.issuedAt),
      })),
      checkoutSessions: checkoutRows.map((row) => ({
        id: row.id,
        planId: row.planId,
        status: row.status,
        trialDays: row.trialDays,
        createdAt: iso(row.createdAt),
        completedAt: isoOrNull(row.completedAt),
      })),
      cancellationFeedback: feedbackRows.map((row) => ({
        planId: row.planId,
        reason: row.reason,
        comment: row.comment,
        outcome: row.outcome,
        createdAt: iso(row.createdAt),
      })),
      promotionRedemptions: redemptionRows.map((row) => ({ code: row.code, redeemedAt: iso(row.redeemedAt) })),
    },
    libraryProgress: progressRows.map(({ progress, collection, title }) => ({
      collection,
      title,
      firstOpenedAt: iso(progress.firstOpenedAt),
      lastOpenedAt: iso(progress.lastOpenedAt),
      completedAt: isoOrNull(progress.completedAt),
    })),
    uploads: uploadRows.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      ...fileEntry(row.storageKey, 'uploads', row.id, row.name, row.type, row.size),
    })),
    reviewRequests: reviewRows.map((row) => ({
      id: row.id,
      status: row.status,
      targetFirm: row.targetFirm,
      applicationType: row.applicationType,
      notes: row.notes,
      planId: row.planId,
      submittedAt: iso(row.submittedAt),
      dueAt: iso(row.dueAt),
      claimedAt: isoOrNull(row.claimedAt),
      completedAt: isoOrNull(row.completedAt),
      uploadIds: reviewUploadRows.filter((link) => link.reviewId === row.id).map((link) => link.uploadId),
      feedback: row.feedback,
      answers: reviewAnswerRows.filter((answer) => answer.reviewId === row.id).map(({ question, text }) => ({ question, text })),
      annotatedFile: row.annotatedFileKey
        ? fileEntry(
            row.annotatedFileKey,
            'feedback',
            row.id,
            row.annotatedFileName ?? 'annotated',
            row.annotatedFileType ?? 'application/octet-stream',
            row.annotatedFileSize ?? 0,
          )
        : null,
    })),
    applications: applicationRows.map((row) => ({
      id: row.id,
      firm: row.firm,
      opportunity: row.opportunity,
      closesOn: row.closesOn,
      stage: row.stage,
      stageDates: row.stageDates as Record<string, string>,
      notes: row.notes,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      answers: answerRows
        .filter((answer) => answer.applicationId === row.id)
        .map((answer) => ({
          question: answer.question,
          text: answer.text,
          limitKind: answer.limitKind,
          limitValue: answer.limitValue,
          updatedAt: iso(answer.updatedAt),
        })),
    })),
    deadlineReminders: reminderRows.map(({ reminder }) => ({
      applicationId: reminder.applicationId,
      closesOn: reminder.closesOn,
      daysBefore: reminder.daysBefore,
      sentAt: iso(reminder.sentAt),
    })),
    enquiries: enquiryRows.map((row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: row.service,
      background: row.background,
      message: row.message,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    emails: emailRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), finishedAt: isoOrNull(row.finishedAt) })),
    coachActions: auditRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    dataExports: exportRows.map((row) => ({
      id: row.id,
      status: row.status,
      requestedAt: iso(row.requestedAt),
      readyAt: isoOrNull(row.readyAt),
      expiresAt: isoOrNull(row.expiresAt),
      size: row.size,
    })),
  };
  return { document: exportDocumentSchema.parse(document), files };
}
