import { randomUUID } from 'node:crypto';

/**
 * The generated hostile corpus: for each field, values of every kind a person or a script
 * could send that the field's rule must refuse or take safely. Text a form can carry, and
 * what only JSON can.
 */
export const hostileText = [
  '\u0000',
  'before\u0000after',
  'bell\u0007escape\u001b',
  'del\u007fc1\u0085',
  'line\nbreak\ttab',
  'x'.repeat(100_001),
  '2027-02-30',
  '2027-02-29',
  '0000-01-01',
  '9999-12-31',
  '0x0e',
  '1e3',
  ' 12',
  '12.0',
  '-1',
  '',
  '   ',
  '\u202eRTL 👩‍⚖️ 漢字',
];
export const hostileJsonOnly: unknown[] = [null, -1, 0, 1.5, 1e308, true, [], {}, [null], { $ne: null }];

/**
 * A value each field of the portal's forms and API accepts, by name, so a body can be built
 * that passes every field but the one under attack. Ids are fresh UUIDs: the write may then
 * be refused as not found, after its fields have been read.
 */
export function validSamples(): Record<string, unknown> {
  const section = { comment: 'Clear and specific.', score: 4 };
  return {
    email: `hostile-${randomUUID()}@example.com`,
    password: 'hostile-Pa55word-long',
    newPassword: 'hostile-Pa55word-longer',
    currentPassword: 'hostile-Pa55word-long',
    firstName: 'Ada',
    lastName: 'Lovelace',
    university: 'King’s College London',
    lawBackground: true,
    name: 'Ada Lovelace',
    phone: '07700 900123',
    service: 'membership',
    background: 'law-student',
    message: 'Hello there.\nA second line.',
    firm: 'Linklaters',
    firmSlug: 'linklaters',
    targetFirm: 'Linklaters',
    opportunity: 'training-contract',
    applicationType: 'other',
    opensOn: '2027-01-10',
    closesOn: '2027-02-28',
    rolling: false,
    url: 'https://www.linklaters.com/careers',
    confirmed: true,
    stage: 'submitted',
    notes: 'Some notes.',
    question: 'Why this firm?',
    text: 'Because of its clients.',
    limit: { words: 300 },
    limitKind: 'words',
    limitValue: '300',
    feedback: { overall: section, motivation: section, commercialAwareness: section, firmFit: section, structureAndWriting: section },
    planId: 'monthly',
    promotionCode: 'WELCOME10',
    months: 1,
    reason: 'other',
    comment: 'Taking a break.',
    code: `HOSTILE-${Math.floor(Math.random() * 1e6)}`,
    percentOff: 10,
    duration: 'repeating',
    durationInMonths: 3,
    maxRedemptions: 100,
    expiresAt: '2030-06-30',
    trial: { days: 14, planId: 'monthly' },
    trialEnabled: true,
    trialDays: 14,
    trialPlanId: 'monthly',
    outcome: 'paid',
    action: 'resume',
    title: 'A title',
    description: 'A description.',
    intro: 'An introduction.',
    hidden: false,
    completed: true,
    status: 'new',
    internalNote: 'Called back.',
    theme: 'dark',
    emailNotifications: true,
    deadlineReminders: true,
    timeFactor: 1.5,
    timerHidden: true,
    confirm: 'DELETE',
    deadlineId: randomUUID(),
    answerIds: [randomUUID()],
    uploadIds: [randomUUID()],
    uploadId: randomUUID(),
    itemId: randomUUID(),
    itemIds: [randomUUID()],
    cancellationOfferId: randomUUID(),
    formId: randomUUID(),
    answer: 'true',
  };
}

/** Every leaf of a sample (`feedback.overall.comment`, `limit.words`), as a path. */
export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...path, key]));
  }
  return [path];
}

/** A copy of `body` with the leaf at `path` replaced by `value`. */
export function withLeaf(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (!head) return body;
  const inner = body[head];
  return {
    ...body,
    [head]: rest.length === 0 ? value : withLeaf(inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest, value),
  };
}
