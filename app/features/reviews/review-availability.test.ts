import { describe, expect, it } from 'vitest';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { likelyFiles, reviewUnavailable } from './review-availability';

const quota = (remaining: number): ReviewQuota => ({
  planId: 'monthly',
  used: 2 - remaining,
  limit: 2,
  remaining,
  resetsOn: '2026-12-01',
  month: 'November',
  nextMonth: 'December',
});
const file = (id: string, inReview = false): UploadedFile => ({ id, name: `${id}.pdf`, size: 1, type: 'application/pdf', createdAt: '', inReview });

describe('reviewUnavailable', () => {
  it('names the used-up allowance first, then the missing files', () => {
    expect(reviewUnavailable([file('a')], quota(0))).toBe(
      'You have used all 2 application reviews for November. Your allowance resets on 1 December.',
    );
    expect(reviewUnavailable([], quota(1))).toBe('Upload a file first to request a review.');
    expect(reviewUnavailable([file('a')], quota(1))).toBeUndefined();
  });
});

describe('likelyFiles', () => {
  it('takes the newest files not yet in a review, at most five', () => {
    const uploads = [file('a'), file('b', true), ...['c', 'd', 'e', 'f', 'g'].map((id) => file(id))];
    expect(likelyFiles(uploads)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });
});
