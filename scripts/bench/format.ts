const finite = (value: number, show: (v: number) => string) => (Number.isFinite(value) ? show(value) : 'n/a');

export const ms = (value: number) =>
  finite(value, (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(v < 1 ? 2 : v < 10 ? 1 : 0)} ms`));
/** Kilobytes of 1000 bytes, as bundle budgets are usually stated. */
export const kb = (bytes: number) => finite(bytes, (v) => `${(v / 1000).toFixed(1)} KB`);
/** Mebibytes, the unit /proc reports RSS in (as kB = KiB). */
export const mib = (bytes: number) => finite(bytes, (v) => `${(v / 1024 / 1024).toFixed(0)} MiB`);
export const percent = (ratio: number) => finite(ratio, (v) => `${(v * 100).toFixed(v < 0.1 ? 2 : 1)}%`);
export const count = (value: number) => finite(value, (v) => Math.round(v).toLocaleString('en-GB'));
export const cls = (value: number) => finite(value, (v) => v.toFixed(3));

/** A plain text table: the first row is the header, columns padded to their widest cell. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
