import { PDFArray, PDFRawStream, decodePDFRawStream, type PDFDocument } from 'pdf-lib';

/** The decoded content streams of one page, lower-cased so hex strings compare without regard to case. */
export function pageContent(pdf: PDFDocument, pageIndex: number): string {
  const contents = pdf.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n')
    .toLowerCase();
}

/** How `text` (WinAnsi) is written in a content stream by pdf-lib's standard fonts. */
export function drawn(text: string): string {
  return `<${Buffer.from(text, 'latin1').toString('hex')}>`;
}

/** Whether every page of `pdf` draws `text`, alone or within a longer string. */
export function everyPageDraws(pdf: PDFDocument, text: string) {
  const hex = Buffer.from(text, 'latin1').toString('hex');
  return pdf.getPages().every((_, index) => pageContent(pdf, index).includes(hex));
}
