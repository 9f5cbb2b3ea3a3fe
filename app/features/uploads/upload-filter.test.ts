import { describe, expect, it } from 'vitest';
import { formatMegabytes, isUploadable } from './upload-filter';

const MiB = 1024 * 1024;

describe('isUploadable', () => {
  it('takes PDF, DOC and DOCX up to 10MB', () => {
    expect(isUploadable({ type: 'application/pdf', size: 10 * MiB })).toBe(true);
    expect(isUploadable({ type: 'application/msword', size: 1 })).toBe(true);
    expect(
      isUploadable({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1 }),
    ).toBe(true);
  });

  it('drops other types and anything over 10MB', () => {
    expect(isUploadable({ type: 'application/pdf', size: 10 * MiB + 1 })).toBe(false);
    expect(isUploadable({ type: 'image/png', size: 1 })).toBe(false);
    expect(isUploadable({ type: '', size: 1 })).toBe(false);
  });
});

describe('formatMegabytes', () => {
  it('shows megabytes to two decimals', () => {
    expect(formatMegabytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatMegabytes(52_429)).toBe('0.05 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});
