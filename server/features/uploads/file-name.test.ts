import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayFileName } from './file-name';

describe('displayFileName', () => {
  it('keeps an ordinary name', () => {
    expect(displayFileName('Priya Shah CV (final).pdf', 'pdf')).toBe('Priya Shah CV (final).pdf');
    expect(displayFileName('Cover letter.DOCX', 'docx')).toBe('Cover letter.DOCX');
  });

  it('strips paths of either kind', () => {
    expect(displayFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(displayFileName('C:\\Users\\me\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(displayFileName('..', 'pdf')).toBe('document.pdf');
    expect(displayFileName('.hidden.pdf', 'pdf')).toBe('hidden.pdf');
  });

  it('removes control and invisible characters that could disguise the name', () => {
    expect(displayFileName('cv\u0000\u001f\n.pdf', 'pdf')).toBe('cv.pdf');
    expect(displayFileName('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.exe.pdf');
  });

  it('adds the detected type’s extension when the name claims another', () => {
    expect(displayFileName('cv.exe', 'pdf')).toBe('cv.exe.pdf');
    expect(displayFileName('', 'docx')).toBe('document.docx');
  });

  it('limits the length and keeps the extension', () => {
    const name = displayFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Zoë "CV".pdf')).toBe(
      `attachment; filename="Zo_ _CV_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22.pdf`,
    );
  });
});
