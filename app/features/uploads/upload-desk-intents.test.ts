import { describe, expect, it } from 'vitest';
import { uploadedMessage } from './upload-desk-intents';

describe('uploadedMessage', () => {
  it('names the file, or counts and names the files', () => {
    expect(uploadedMessage(['cv.pdf'])).toBe('cv.pdf uploaded.');
    expect(uploadedMessage(['cv.pdf', 'letter.docx'])).toBe('2 files uploaded: cv.pdf, letter.docx.');
  });
});
