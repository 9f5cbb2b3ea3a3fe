import { describe, expect, it } from 'vitest';
import { uploadRequest } from './upload-request.server';

describe('uploadRequest', () => {
  it('passes the fields and the chosen file on as multipart, without the intent', async () => {
    const form = new FormData();
    form.set('intent', 'add-item');
    form.set('title', 'Worksheet');
    form.set('file', new File(['%PDF-1.7'], 'worksheet.pdf', { type: 'application/pdf' }));
    const request = uploadRequest(new Request('http://localhost/coach/library/x', { method: 'POST' }), form);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request.formData();
    expect([...sent.keys()]).toEqual(['title', 'file']);
    expect(await (sent.get('file') as File).text()).toBe('%PDF-1.7');
  });

  it('leaves out a file input sent without a chosen file', async () => {
    const form = new FormData();
    form.set('title', 'Worksheet');
    form.set('file', new File([], ''));
    const sent = await uploadRequest(new Request('http://localhost/', { method: 'POST' }), form).formData();
    expect(sent.has('file')).toBe(false);
  });
});
