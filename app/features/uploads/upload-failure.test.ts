import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '~/lib/api-client';
import { uploadFailureMessage } from './upload-failure';

describe('uploadFailureMessage', () => {
  it('follows the standard line with the server’s reason', () => {
    const refused = new ApiError(415, 'unsupported_type', 'Please upload a PDF, DOC or DOCX file.');
    expect(uploadFailureMessage('cv.pdf', refused)).toBe('Failed to upload cv.pdf: Please upload a PDF, DOC or DOCX file.');
    expect(uploadFailureMessage('cv.pdf', networkError())).toBe(
      'Failed to upload cv.pdf: Could not reach the server. Check your connection and try again.',
    );
  });

  it('says only the standard line when there is no reason to give', () => {
    expect(uploadFailureMessage('cv.pdf', new TypeError('x is undefined'))).toBe('Failed to upload cv.pdf');
  });
});
