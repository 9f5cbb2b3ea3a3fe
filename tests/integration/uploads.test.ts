import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, uploads } from '@server/db/schema';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { signedInMember } from '../support/factories';

const MiB = 1024 * 1024;
const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function pdfBytes() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Curriculum vitae');
  return doc.save();
}

/** A minimal ZIP (deflated entries) in the order given. */
function zip(entries: [name: string, text: string][]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A real minimal DOCX as Word writes it: [Content_Types].xml first. */
const docxBytes = () =>
  zip([
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rels],
    ['word/document.xml', documentXml('Cover letter')],
  ]);

/** A DOCX whose content types come last, after a large body (as some editors write it). */
const docxContentTypesLast = () => {
  const body = Array.from({ length: 3000 }, (_, i) => `Paragraph ${i} ${Math.sin(i).toString(36)}`).join(' ');
  return zip([
    ['_rels/.rels', rels],
    ['word/document.xml', documentXml(body)],
    ['[Content_Types].xml', contentTypes],
  ]);
};

/** A Windows executable's first bytes: the MZ header pointing at a PE signature. */
function peExecutable() {
  const bytes = Buffer.alloc(2048);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** The signature of an OLE compound file: what a legacy Word .doc is. */
function legacyDoc() {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

describe('uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (cookie: string, bytes: Uint8Array, name: string, type = 'application/pdf') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return t.request('/api/uploads', { method: 'POST', body: form, headers: { cookie } });
  };
  const storedKeys = (userId: string) => t.services.storage.list(memberFilesPrefix(userId));
  const rowsOf = (userId: string) => t.services.db.select().from(uploads).where(eq(uploads.userId, userId));
  const tmpFiles = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'files', '.tmp'));
    } catch {
      return [];
    }
  };
  const expectNothingStored = async (userId: string) => {
    expect(await rowsOf(userId)).toEqual([]);
    expect(await storedKeys(userId)).toEqual([]);
    expect(await tmpFiles()).toEqual([]);
  };

  it('asks visitors to log in', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
    expect((await t.request('/api/uploads', { method: 'POST', body: form })).status).toBe(401);
    expect((await t.request('/api/uploads')).status).toBe(401);
  });

  it('accepts a valid PDF: 201, stored under a generated key in the member’s files', async () => {
    const member = await signedInMember(t);
    const bytes = await pdfBytes();
    const res = await upload(member.cookie, bytes, 'Ada Lovelace CV.pdf');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      name: 'Ada Lovelace CV.pdf',
      size: bytes.length,
      type: 'application/pdf',
    });

    const [row] = await rowsOf(member.id);
    expect(row!.storageKey).toMatch(new RegExp(`^${memberFilesPrefix(member.id)}/uploads/[0-9a-f-]{36}$`));
    expect(await storedKeys(member.id)).toEqual([row!.storageKey]);

    const list = await (await t.request('/api/uploads', { headers: { cookie: member.cookie } })).json();
    expect(list.uploads).toEqual([
      expect.objectContaining({ id: body.id, name: 'Ada Lovelace CV.pdf', inReview: false }),
    ]);
  });

  it('accepts a valid DOCX by its content, wherever its content types entry sits', async () => {
    const member = await signedInMember(t);
    const first = await upload(member.cookie, docxBytes(), 'cover-letter.docx', docxMime);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ name: 'cover-letter.docx', type: docxMime });
    const last = await upload(member.cookie, docxContentTypesLast(), 'from-another-editor.docx', docxMime);
    expect(last.status).toBe(201);
    expect((await last.json()).type).toBe(docxMime);
  });

  it('accepts a legacy Word document (an OLE compound file)', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, legacyDoc(), 'old-cv.doc', 'application/msword');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'old-cv.doc', type: 'application/msword' });
  });

  it('refuses a PE executable named cv.pdf with 415 and keeps nothing', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, peExecutable(), 'cv.pdf');
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: 'unsupported_type',
      message: 'Please upload a PDF, DOC or DOCX file.',
    });
    await expectNothingStored(member.id);
  });

  it('refuses other types by content, whatever the name says', async () => {
    const member = await signedInMember(t);
    const zipped = zip([['notes.txt', 'not a word document']]);
    expect((await upload(member.cookie, zipped, 'cv.docx', docxMime)).status).toBe(415);
    expect((await upload(member.cookie, Buffer.from('plain text, not a PDF'), 'cv.pdf')).status).toBe(415);
    await expectNothingStored(member.id);
  });

  it('refuses an 11 MiB upload with 413 while streaming and leaves nothing behind', async () => {
    const member = await signedInMember(t);
    const big = Buffer.alloc(11 * MiB, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    const res = await upload(member.cookie, big, 'huge.pdf');
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: 'too_large', message: 'Files must be 10MB or smaller.' });
    await expectNothingStored(member.id);
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const member = await signedInMember(t);
    const limit = Buffer.alloc(10 * MiB, 0x20);
    limit.write('%PDF-1.7\n', 0, 'latin1');
    const res = await upload(member.cookie, limit, 'at-the-limit.pdf');
    expect(res.status).toBe(201);
    expect((await res.json()).size).toBe(10 * MiB);
  });

  it('refuses an over-limit Content-Length without reading the body', async () => {
    const member = await signedInMember(t);
    let pulled = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.error(new Error('the body should not be read'));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.request('/api/uploads', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        cookie: member.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * MiB),
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBe(false);
    await expectNothingStored(member.id);
  });

  it('leaves no row and no file when the upload is interrupted', async () => {
    const member = await signedInMember(t);
    const boundary = 'interrupted-boundary';
    const start = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(await pdfBytes()),
      Buffer.alloc(64 * 1024, 0x20),
    ]);
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(start);
          return;
        }
        // The connection drops while the file is being written.
        await new Promise((resolve) => setTimeout(resolve, 100));
        controller.error(new Error('connection reset'));
      },
    });
    const res = await t.request('/api/uploads', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('The upload was interrupted. Please try again.');
    await expectNothingStored(member.id);
  });

  it('answers 400 for an empty file, a missing file field, a malformed form and a non-multipart body', async () => {
    const member = await signedInMember(t);
    const headers = { cookie: member.cookie };
    expect((await upload(member.cookie, new Uint8Array(0), 'empty.pdf')).status).toBe(400);

    const noFile = new FormData();
    noFile.append('note', 'hello');
    expect((await t.request('/api/uploads', { method: 'POST', body: noFile, headers })).status).toBe(400);

    const garbage = await t.request('/api/uploads', {
      method: 'POST',
      body: 'this is not multipart at all',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(garbage.status).toBe(400);
    expect((await t.request('/api/uploads', { method: 'POST', json: { file: 'cv.pdf' }, headers })).status).toBe(400);
    const noBoundary = await t.request('/api/uploads', {
      method: 'POST',
      body: 'x',
      headers: { ...headers, 'content-type': 'multipart/form-data; charset=utf-8' },
    });
    expect(noBoundary.status).toBe(400);
    await expectNothingStored(member.id);
  });

  it('stores path-traversal and disguised names sanitised, never as the key', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, await pdfBytes(), '../../../etc/passwd\u202E.pdf');
    expect(res.status).toBe(201);
    expect((await res.json()).name).toBe('passwd.pdf');
    const windows = await upload(member.cookie, await pdfBytes(), 'C:\\Users\\ada\\..\\cv.exe');
    expect((await windows.json()).name).toBe('cv.exe.pdf');
    for (const row of await rowsOf(member.id)) expect(row.storageKey).not.toMatch(/passwd|cv|\.\./);
  });

  it('lets the owner download and delete, and hides files from other members', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const bytes = await pdfBytes();
    const { id } = await (await upload(owner.cookie, bytes, 'Zoë CV.pdf')).json();

    const download = await t.request(`/api/uploads/${id}/file`, { headers: { cookie: owner.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Zo_ CV.pdf"; filename*=UTF-8''Zo%C3%AB%20CV.pdf`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    expect((await t.request(`/api/uploads/${id}/file`, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await t.request(`/api/uploads/${id}/file`)).status).toBe(401);
    expect((await (await t.request('/api/uploads', { headers: { cookie: other.cookie } })).json()).uploads).toEqual([]);
    expect(
      (await t.request(`/api/uploads/${id}`, { method: 'DELETE', headers: { cookie: other.cookie } })).status,
    ).toBe(404);
    expect((await t.request('/api/uploads/not-a-uuid/file', { headers: { cookie: owner.cookie } })).status).toBe(404);

    const deleted = await t.request(`/api/uploads/${id}`, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await storedKeys(owner.id)).toEqual([]);
    expect(
      (await t.request(`/api/uploads/${id}`, { method: 'DELETE', headers: { cookie: owner.cookie } })).status,
    ).toBe(404);
  });

  it('a coach cannot open an upload no review covers, and can open one a review covers (recorded)', async () => {
    const owner = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: owner.id, planId: 'half-year' });
    const coach = await signedInMember(t, { role: 'admin' });
    const { id: kept } = await (await upload(owner.cookie, await pdfBytes(), 'private-notes.pdf')).json();
    const { id: sent } = await (await upload(owner.cookie, await pdfBytes(), 'cv.pdf')).json();
    const review = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: owner.cookie },
      json: { uploadIds: [sent], targetFirm: 'Clifford Chance', applicationType: 'vacation-scheme' },
    });
    expect(review.status).toBe(201);

    const refused = await t.request(`/api/uploads/${kept}/file`, { headers: { cookie: coach.cookie } });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('not_found');
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, kept))).toEqual([]);

    const opened = await t.request(`/api/uploads/${sent}/file`, { headers: { cookie: coach.cookie } });
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, sent));
    expect(entry).toMatchObject({ actorId: coach.id, action: 'upload.download', targetType: 'upload' });

    // The coach's view of the member names only the file the review carries.
    const detail = await (await t.request(`/api/admin/members/${owner.id}`, { headers: { cookie: coach.cookie } })).json();
    expect(detail.uploads.map((file: { id: string }) => file.id)).toEqual([sent]);
  });

  it('limits uploads to 30 an hour per member', async () => {
    const member = await signedInMember(t);
    const bytes = await pdfBytes();
    for (let i = 0; i < 30; i++) expect((await upload(member.cookie, bytes, `cv-${i}.pdf`)).status).toBe(201);
    const res = await upload(member.cookie, bytes, 'one-too-many.pdf');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await res.json()).error.message).toMatch(/^You can upload 30 files an hour\. Please try again in (60|59) minutes\.$/);
  });
});

describe('upload forms posted to pages', () => {
  it('lets a page take one document up to the upload limit, and refuses a bigger body before reading it', async () => {
    const t = await createTestApp();
    try {
      const form = (bytes: number) => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
        return body;
      };
      // This test app renders no pages: under the cap, the post finds nothing to answer it.
      expect((await t.request('/hub', { method: 'POST', body: form(2 * MiB) })).status).not.toBe(413);
      expect((await t.request('/hub', { method: 'POST', body: form(12 * MiB) })).status).toBe(413);
    } finally {
      await t.close();
    }
  });
});
