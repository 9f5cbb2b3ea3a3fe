import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { documentBodyPoints } from '../../../content/library/document-type';
import { wrapText } from './wrap-text';

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] };

export type DocumentSource = {
  title: string;
  subtitle?: string;
  brand: string;
  blocks: DocumentBlock[];
  /** Creation and modification date in the metadata; fix it for byte-identical output. */
  date?: Date;
};

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 72;
const CONTENT_TOP = PAGE_HEIGHT - 72;
const CONTENT_BOTTOM = 84; // leaves room for the footer below
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BULLET_INDENT = 18;

const NAVY = rgb(0x1e / 255, 0x2f / 255, 0x5c / 255);
const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255);
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.42, 0.44, 0.48);

type Fonts = { body: PDFFont; bold: PDFFont; heading: PDFFont };
type TextStyle = { font: PDFFont; size: number; leading: number; color: RGB };
type LinePosition = { page: PDFPage; baseline: number };

/** Characters of Windows-1252 outside Latin-1; together with Latin-1 they are what WinAnsi fonts can draw. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ', // non-breaking space: the wrapper only breaks at plain spaces
  '\u00ad': '', // soft hyphen would otherwise print as a visible hyphen
  '\u2010': '-', '\u2011': '-', '\u2012': '–', '\u2015': '—', '\u2212': '-',
  '\u201b': '‘', '\u201f': '“', '\u2032': "'", '\u2033': '"',
  '\u2190': '<-', '\u2192': '->', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=',
  '\u2043': '-', '\u25cf': '•', '\u25e6': '•', '\u2219': '•',
  // Letters with a stroke have no Unicode decomposition to fall back on.
  'Ł': 'L', 'ł': 'l', 'Đ': 'D', 'đ': 'd', 'Ħ': 'H', 'ħ': 'h', 'ı': 'i',
};
const SPACE_LIKE = /[\t\n\r\v\f\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Makes any string drawable with the standard PDF fonts, which only encode WinAnsi.
 * Typographic quotes, dashes, the ellipsis and bullets are WinAnsi and kept; other spaces,
 * hyphens and arrows become close equivalents; accented letters fall back to their base
 * letter; anything left (emoji, CJK) is dropped, so rendering never throws.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) out += replacement;
    else if (isWinAnsi(char)) out += char;
    else if (SPACE_LIKE.test(char)) out += ' ';
    else if (!INVISIBLE.test(char)) out += [...char.normalize('NFKD')].filter(isWinAnsi).join('');
  }
  return out;
}

/** Tracks the page being filled and the vertical position of the next line's top edge. */
class ContentFlow {
  readonly pages: PDFPage[] = [];
  private current: PDFPage | undefined;
  private readonly pdf: PDFDocument;
  y = CONTENT_TOP;

  constructor(pdf: PDFDocument) {
    this.pdf = pdf;
  }

  get page(): PDFPage {
    return this.current ?? this.newPage();
  }

  get atPageTop(): boolean {
    return this.current === undefined || this.y === CONTENT_TOP;
  }

  newPage(): PDFPage {
    this.current = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.current);
    this.y = CONTENT_TOP;
    return this.current;
  }

  /** Starts a new page unless `height` still fits (a fresh page takes whatever it gets). */
  reserve(height: number): void {
    if (this.current === undefined || (this.y - height < CONTENT_BOTTOM && !this.atPageTop)) this.newPage();
  }

  /** Draws one line of text in the next line box, moves below it, and says where it went. */
  drawLine(text: string, x: number, style: TextStyle): LinePosition {
    const page = this.page;
    const baseline = this.y - (style.leading - style.size) / 2 - style.size * 0.78;
    page.drawText(text, { x, y: baseline, font: style.font, size: style.size, color: style.color });
    this.y -= style.leading;
    return { page, baseline };
  }
}

function styles(fonts: Fonts) {
  return {
    heading: { font: fonts.heading, size: 16, leading: 21, color: NAVY },
    body: { font: fonts.body, size: documentBodyPoints, leading: 15.5, color: INK },
    numberMarker: { font: fonts.bold, size: documentBodyPoints, leading: 15.5, color: NAVY },
    bulletMarker: { font: fonts.body, size: documentBodyPoints, leading: 15.5, color: GOLD },
  } satisfies Record<string, TextStyle>;
}
type Styles = ReturnType<typeof styles>;

function wrap(text: string, style: TextStyle, width: number): string[] {
  return wrapText(toWinAnsi(text), width, (s) => style.font.widthOfTextAtSize(s, style.size));
}

/** Lines that must share a page: no lone first line at a page foot, no lone last line at a page head. */
function linesToKeepTogether(index: number, total: number): number {
  if (index === 0) return total <= 3 ? total : 2;
  return total - index === 2 && index >= 2 ? 2 : 1;
}

function drawWrappedLines(flow: ContentFlow, lines: string[], x: number, style: TextStyle): LinePosition[] {
  return lines.map((line, index) => {
    flow.reserve(linesToKeepTogether(index, lines.length) * style.leading);
    return flow.drawLine(line, x, style);
  });
}

function drawHeading(flow: ContentFlow, text: string, hasFollowingBlock: boolean, s: Styles): void {
  const lines = wrap(text, s.heading, CONTENT_WIDTH);
  const spaceBefore = 14;
  const spaceAfter = 6;
  // Reserve room for the first lines of the next block too, so a heading never ends a page.
  const keepWithNext = hasFollowingBlock ? 2 * s.body.leading : 0;
  flow.reserve(spaceBefore + lines.length * s.heading.leading + spaceAfter + keepWithNext);
  if (!flow.atPageTop) flow.y -= spaceBefore;
  for (const line of lines) flow.drawLine(line, MARGIN_X, s.heading);
  flow.y -= spaceAfter;
}

/** Splits "3. Do this" into its own marker; other items get a bullet. */
function bulletMarker(item: string, s: Styles): { marker: string; text: string; style: TextStyle } {
  const numbered = /^(\d{1,3}[.)])\s+(.*)$/s.exec(item.trim());
  if (numbered?.[1] && numbered[2] !== undefined) return { marker: numbered[1], text: numbered[2], style: s.numberMarker };
  return { marker: '•', text: item, style: s.bulletMarker };
}

function drawBullets(flow: ContentFlow, items: string[], s: Styles): void {
  const textX = MARGIN_X + BULLET_INDENT;
  for (const item of items) {
    const { marker, text, style } = bulletMarker(item, s);
    const [firstLine] = drawWrappedLines(flow, wrap(text, s.body, CONTENT_WIDTH - BULLET_INDENT), textX, s.body);
    if (!firstLine) continue;
    // Right-aligned against the text column, so "10." and "•" both hang in the indent.
    const markerX = textX - 7 - style.font.widthOfTextAtSize(marker, style.size);
    const { font, size, color } = style;
    firstLine.page.drawText(marker, { x: markerX, y: firstLine.baseline, font, size, color });
    flow.y -= 4;
  }
}

function drawBlocks(flow: ContentFlow, blocks: DocumentBlock[], s: Styles): void {
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') drawHeading(flow, block.text, index < blocks.length - 1, s);
    else if (block.kind === 'paragraph') drawWrappedLines(flow, wrap(block.text, s.body, CONTENT_WIDTH), MARGIN_X, s.body);
    else drawBullets(flow, block.items, s);
    if (block.kind !== 'heading') flow.y -= 9;
  });
}

function drawTitlePage(pdf: PDFDocument, doc: DocumentSource, fonts: Fonts): void {
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const brand = toWinAnsi(doc.brand);
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 10, width: PAGE_WIDTH, height: 10, color: NAVY });
  page.drawText(brand.toUpperCase(), { x: MARGIN_X, y: PAGE_HEIGHT - 78, font: fonts.bold, size: 10, color: NAVY });

  let y = PAGE_HEIGHT * 0.62;
  const title: TextStyle = { font: fonts.heading, size: 32, leading: 38, color: NAVY };
  for (const line of wrap(doc.title, title, CONTENT_WIDTH)) {
    page.drawText(line, { x: MARGIN_X, y, font: title.font, size: title.size, color: title.color });
    y -= title.leading;
  }
  const subtitle: TextStyle = { font: fonts.body, size: 13, leading: 19, color: MUTED };
  y -= 6;
  for (const line of wrap(doc.subtitle ?? '', subtitle, CONTENT_WIDTH)) {
    page.drawText(line, { x: MARGIN_X, y, font: subtitle.font, size: subtitle.size, color: subtitle.color });
    y -= subtitle.leading;
  }
  page.drawRectangle({ x: MARGIN_X, y: y - 10, width: 64, height: 2, color: GOLD });
  page.drawText(`© ${brand}`, { x: MARGIN_X, y: 64, font: fonts.body, size: 9, color: MUTED });
}

function drawFooters(pages: PDFPage[], totalPages: number, brand: string, fonts: Fonts): void {
  const size = 8.5;
  pages.forEach((page, index) => {
    // Numbers follow the PDF's own page order (title page is 1) so they match the viewer.
    const label = `Page ${index + 2} of ${totalPages}`;
    page.drawLine({ start: { x: MARGIN_X, y: 58 }, end: { x: PAGE_WIDTH - MARGIN_X, y: 58 }, thickness: 0.5, color: MUTED, opacity: 0.4 });
    page.drawText(brand, { x: MARGIN_X, y: 44, font: fonts.body, size, color: MUTED });
    const labelX = PAGE_WIDTH - MARGIN_X - fonts.body.widthOfTextAtSize(label, size);
    page.drawText(label, { x: labelX, y: 44, font: fonts.body, size, color: MUTED });
  });
}

function setMetadata(pdf: PDFDocument, doc: DocumentSource): void {
  const date = doc.date ?? new Date();
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  if (doc.subtitle) pdf.setSubject(doc.subtitle);
  pdf.setAuthor(doc.brand);
  pdf.setCreator(`${doc.brand} document renderer`);
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
}

/** Renders a title page and flowing content pages (A4) using only the standard PDF fonts. */
export async function renderDocumentPdf(doc: DocumentSource): Promise<Uint8Array> {
  // Skip pdf-lib's automatic metadata: it stamps the current time, which breaks determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  setMetadata(pdf, doc);
  const fonts: Fonts = {
    body: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    heading: await pdf.embedFont(StandardFonts.TimesRomanBold),
  };
  drawTitlePage(pdf, doc, fonts);
  const flow = new ContentFlow(pdf);
  drawBlocks(flow, doc.blocks, styles(fonts));
  drawFooters(flow.pages, pdf.getPageCount(), toWinAnsi(doc.brand), fonts);
  return pdf.save();
}
