/** An ILIKE pattern for text containing `words`, the pattern's own characters in them (`%`, `_`, `\`) taken literally. */
export const containing = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
