import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawn, pageContent } from '../../../tests/support/pdf-content';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf, toWinAnsi, type DocumentBlock, type DocumentSource } from './render-document';
import { wrapText } from './wrap-text';

const BRAND = 'Clearpath Law Coaching';
const FIXED_DATE = new Date('2025-09-01T09:00:00Z');

function paragraphs(count: number): DocumentBlock[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'paragraph' as const,
    text: `Paragraph ${i + 1}. `.concat('Assessment centres reward preparation and calm, clear thinking. '.repeat(4)),
  }));
}

function source(blocks: DocumentBlock[], extra: Partial<DocumentSource> = {}): DocumentSource {
  return { title: 'Test Guide', subtitle: 'A subtitle', brand: BRAND, blocks, date: FIXED_DATE, ...extra };
}

describe('renderDocumentPdf', () => {
  it('produces a PDF with a title page and a content page', async () => {
    const bytes = await renderDocumentPdf(source(paragraphs(1)));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('flows a long document over several pages, each content page with the footer', async () => {
    const pdf = await PDFDocument.load(await renderDocumentPdf(source(paragraphs(60))));
    const pageCount = pdf.getPageCount();
    expect(pageCount).toBeGreaterThan(3);
    expect(pageContent(pdf, 0)).not.toContain(drawn('Page 1'));
    for (let index = 1; index < pageCount; index++) {
      const content = pageContent(pdf, index);
      expect(content).toContain(drawn(`Page ${index + 1} of ${pageCount}`));
      expect(content).toContain(drawn(BRAND));
    }
  });

  it('never leaves a heading at the foot of a page without the text that follows it', async () => {
    // One unbroken word fills exactly `lines` lines (85 Helvetica x's per line), so stepping
    // it moves the heading down one line at a time across the foot of the first content page.
    for (let lines = 36; lines <= 48; lines++) {
      const blocks: DocumentBlock[] = [
        { kind: 'paragraph', text: 'x'.repeat(85 * lines) },
        { kind: 'heading', text: 'Marker heading' },
        { kind: 'paragraph', text: 'Following text.' },
      ];
      const pdf = await PDFDocument.load(await renderDocumentPdf(source(blocks)));
      const headingPage = pdf.getPages().findIndex((_, index) => pageContent(pdf, index).includes(drawn('Marker heading')));
      expect(headingPage, `after ${lines} lines`).toBeGreaterThan(0);
      expect(pageContent(pdf, headingPage), `after ${lines} lines`).toContain(drawn('Following text.'));
    }
  });

  it('renders hostile text without throwing: curly quotes, emoji, CJK, controls, a 5,000-character word', async () => {
    const hostile = '“Quoted” — it’s… 🎉 日本語テキスト\u0000\u0007 tab\there ﬁnance e\u0301 \u200b';
    const blocks: DocumentBlock[] = [
      { kind: 'heading', text: hostile },
      { kind: 'paragraph', text: 'x'.repeat(5000) },
      { kind: 'bullets', items: [hostile, '🚀🚀🚀', ''] },
      { kind: 'paragraph', text: '' },
    ];
    const bytes = await renderDocumentPdf(source(blocks, { title: hostile, subtitle: hostile, brand: `${BRAND} 🏛️` }));
    const pdf = await PDFDocument.load(bytes);
    // The long word is split across lines rather than running off the page: ~60 lines needs 2+ pages.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('renders a document with no blocks as a title page alone', async () => {
    const pdf = await PDFDocument.load(await renderDocumentPdf(source([], { subtitle: undefined })));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('writes the metadata, keeping the title in full Unicode', async () => {
    const title = 'Arctic Shores — Assessment Guide ✓';
    const pdf = await PDFDocument.load(await renderDocumentPdf(source(paragraphs(1), { title })), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(title);
    expect(pdf.getAuthor()).toBe(BRAND);
    expect(pdf.getSubject()).toBe('A subtitle');
    expect(pdf.getCreationDate()?.toISOString()).toBe(FIXED_DATE.toISOString());
    expect(pdf.getModificationDate()?.toISOString()).toBe(FIXED_DATE.toISOString());
  });

  it('is deterministic for equal input', async () => {
    const first = await renderDocumentPdf(source(paragraphs(12)));
    const second = await renderDocumentPdf(source(paragraphs(12)));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('toWinAnsi', () => {
  it('keeps WinAnsi typography and Latin-1 letters', () => {
    expect(toWinAnsi('“Don’t” – wait — really… • £5 €3 café Ærø')).toBe('“Don’t” – wait — really… • £5 €3 café Ærø');
  });

  it('maps spaces, hyphens and ligatures outside WinAnsi to close equivalents', () => {
    expect(toWinAnsi('a\u00a0b\u2009c\td\ne')).toBe('a b c d e');
    expect(toWinAnsi('non\u2011breaking \u2212 1 → 2 ≥ 3')).toBe('non-breaking - 1 -> 2 >= 3');
    expect(toWinAnsi('ﬁnance e\u0301 Łódź ő')).toBe('finance é Lódz o');
  });

  it('drops what cannot be encoded', () => {
    expect(toWinAnsi('ok 🎉 日本 \u0000\u200b\u00ad!')).toBe('ok   !');
  });

  it('always returns text the standard fonts can encode', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code)).join('') + '😀𝔘';
    expect(() => font.encodeText(toWinAnsi(everything))).not.toThrow();
  });
});

describe('wrapText', () => {
  const measure = (text: string) => text.length; // one unit per character keeps the arithmetic visible

  it('wraps at word boundaries within the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('splits a word longer than a line', () => {
    expect(wrapText('a abcdefghijkl b', 5, measure)).toEqual(['a', 'abcde', 'fghij', 'kl b']);
  });

  it('returns no lines for blank text', () => {
    expect(wrapText('  \n ', 10, measure)).toEqual([]);
  });
});
