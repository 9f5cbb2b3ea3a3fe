import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './upload-outcome';

describe('uploadOutcome', () => {
  it('takes the message of an upload, posted whole or confirmed after going to the API', () => {
    expect(uploadOutcome({ ok: true, intent: 'upload', message: 'cv.pdf uploaded.' })).toEqual({ message: 'cv.pdf uploaded.' });
    expect(uploadOutcome({ ok: true, intent: 'uploaded', message: '2 files uploaded: a.pdf, b.pdf.' })).toEqual({
      message: '2 files uploaded: a.pdf, b.pdf.',
    });
  });

  it('takes a refusal, from the form or, as the area has no field to mark, from a field', () => {
    expect(uploadOutcome({ ok: false, intent: 'uploaded', fieldErrors: {}, formError: 'Those files are not among your uploads.', values: {} })).toEqual({
      formError: 'Those files are not among your uploads.',
    });
    expect(uploadOutcome({ ok: false, intent: 'uploaded', fieldErrors: { uploadIds: 'Choose a file to upload.' }, values: {} })).toEqual({
      formError: 'Choose a file to upload.',
    });
  });

  it('leaves the other forms of the page and a page without a post alone', () => {
    expect(uploadOutcome({ ok: true, intent: 'delete-upload', message: 'File deleted.' })).toEqual({});
    expect(uploadOutcome({ ok: false, intent: 'submit-review', fieldErrors: { targetFirm: 'Name the firm' }, values: {} })).toEqual({});
    expect(uploadOutcome(undefined)).toEqual({});
    expect(uploadOutcome({ chosenUploadIds: [] })).toEqual({});
  });
});
