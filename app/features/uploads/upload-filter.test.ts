import { describe, expect, it } from 'vitest';
import { formatFileSize, isUploadable } from './upload-filter';

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

describe('formatFileSize', () => {
  it('shows megabytes to two decimals from 1 MB', () => {
    expect(formatFileSize(MiB)).toBe('1.00 MB');
    expect(formatFileSize(1.5 * MiB)).toBe('1.50 MB');
    expect(formatFileSize(10 * MiB)).toBe('10.00 MB');
  });

  it('shows whole kilobytes below a megabyte, never "0.00 MB"', () => {
    expect(formatFileSize(52_429)).toBe('51 KB');
    expect(formatFileSize(700 * 1024)).toBe('700 KB');
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });

  it('moves to megabytes where kilobytes would round up to 1024', () => {
    expect(formatFileSize(MiB - 100)).toBe('1.00 MB');
  });
});
