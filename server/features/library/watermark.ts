import { formatDate } from '@content/uk-dates';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from '../../platform/pdf/render-document';

/** The day a watermark names (and a cached copy is good for): the calendar day in London. */
export const watermarkDay = (date: Date) => formatDate(date);

/**
 * Stamps every page with the member's email and the date: a large faint diagonal mark
 * across the page and a small line at the foot. A leaked copy names its source.
 */
export async function watermarkPdf(pdf: Uint8Array, { email, date }: { email: string; date: Date }) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const day = watermarkDay(date);
  const mark = toWinAnsi(`${email} · ${day}`);
  const footer = toWinAnsi(`Licensed to ${email} on ${day}. Personal use only: do not share or copy.`);

  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(28, (width * 0.9) / Math.max(1, font.widthOfTextAtSize(mark, 1)));
    const textWidth = font.widthOfTextAtSize(mark, size);
    const angle = Math.atan2(height, width);
    page.drawText(mark, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2,
      size,
      font,
      rotate: degrees((angle * 180) / Math.PI),
      color: rgb(0.55, 0.58, 0.65),
      opacity: 0.16,
    });
    page.drawText(footer, { x: 36, y: 14, size: 7, font, color: rgb(0.45, 0.47, 0.52) });
  }
  return doc.save({ useObjectStreams: false });
}
