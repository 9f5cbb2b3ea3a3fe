/**
 * The one writer of CSV the portal sends (every `text/csv` answer). Each cell is quoted as
 * RFC 4180 asks, and a cell a spreadsheet would run as a formula (starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return: CSV injection) is led by an apostrophe, so it opens as the
 * text it is. Imports keep such cells as typed; only what leaves as CSV is guarded.
 */
export function csvCell(value: unknown) {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as a CSV document: CRLF line ends, one after the last row too. */
export const csvDocument = (rows: readonly (readonly unknown[])[]) => rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
