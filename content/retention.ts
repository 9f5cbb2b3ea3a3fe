/**
 * How long the portal keeps each kind of record by default. The configuration
 * (RETENTION_*_DAYS) starts from these, and the privacy notice states them, so the two
 * cannot disagree. Each period is in days and words.
 */
export const retentionDefaults = {
  /** Consultation requests, counted from their last change. */
  enquiryDays: { days: 730, words: '24 months after our last contact about it' },
  /** Files in a completed review (the member's uploads it covered and the coach's annotated copy). */
  reviewFilesDays: { days: 365, words: '12 months after the review is completed' },
  /** The coach's written feedback, the notes and the copies of answers sent with a review. */
  reviewFeedbackDays: { days: 730, words: '24 months after the review is completed' },
  /** The record of an email sent (who, subject, when, how it went; the body goes once delivered). */
  emailRecordDays: { days: 365, words: '12 months after it was sent' },
  /** The keyed hash of an address that has had its free trial (not the address: ADR 0033). */
  trialClaimDays: { days: 730, words: '24 months after the trial started' },
  /** A recorded interview answer the member has not sent for review, counted from when it was recorded. */
  recordingDays: { days: 30, words: '30 days after you record it' },
  /** What coaches did in the portal. */
  auditDays: { days: 2190, words: '6 years' },
} as const satisfies Record<string, { days: number; words: string }>;
