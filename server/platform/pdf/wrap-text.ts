/** Width of a string in PDF points, e.g. `(s) => font.widthOfTextAtSize(s, size)`. */
export type MeasureText = (text: string) => number;

/**
 * Greedy word wrap into lines no wider than `maxWidth`. Words wider than a whole line
 * (URLs, pasted identifiers) are split at character boundaries so nothing overflows.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    const pieces = splitOverlongWord(word, maxWidth, measure);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current) lines.push(current);
  return lines;
}

/** Splits one word into chunks that each fit; returns the word itself when it already fits. */
function splitOverlongWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  if (measure(word) <= maxWidth) return [word];
  const chunks: string[] = [];
  let chunk = '';
  let chunkWidth = 0;
  for (const char of word) {
    // Summing per-character widths keeps this linear for very long words.
    const charWidth = measure(char);
    if (chunk && chunkWidth + charWidth > maxWidth) {
      chunks.push(chunk);
      chunk = '';
      chunkWidth = 0;
    }
    chunk += char;
    chunkWidth += charWidth;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}
