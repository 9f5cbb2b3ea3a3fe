/** Average adult reading speed for considered, non-fiction prose. */
export const wordsPerMinute = 180;

/** Markdown reduced to its words: no code, link targets, heading, list or emphasis markers. */
function markdownToPlainText(markdown: string) {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]/g, ' ');
}

export function countWords(markdown: string) {
  return markdownToPlainText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes to read, never less than one. */
export function readingMinutes(markdown: string) {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}
