import type { DocumentBlock, DocumentSource } from './render-document';

/** A parsed outline: everything the renderer needs except the brand, which the caller adds. */
export type OutlineDocument = Omit<DocumentSource, 'brand'> & { description?: string };

type Frontmatter = { title?: string; subtitle?: string; description?: string; bodyStart: number };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+\S/;
const THEMATIC_BREAK = /^(?:-{3,}|\*{3,}|_{3,})$/;

/**
 * Parses the outline format of `content/free/*.md`: frontmatter with `title:` and `subtitle:`,
 * then `## ` headings, paragraphs and `- ` bullets. Other headings become headings (a `# `
 * heading is the title when the frontmatter has none), numbered items become bullets that
 * keep their numbers, and inline emphasis, code and link markup is reduced to its text.
 */
export function parseOutlineMarkdown(source: string): OutlineDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const frontmatter = readFrontmatter(lines);
  const { blocks, firstTopHeading } = parseBlocks(lines.slice(frontmatter.bodyStart), frontmatter.title === undefined);
  return {
    title: frontmatter.title ?? firstTopHeading ?? '',
    subtitle: frontmatter.subtitle,
    description: frontmatter.description,
    blocks,
  };
}

function readFrontmatter(lines: string[]): Frontmatter {
  if (lines[0]?.trim() !== '---') return { bodyStart: 0 };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return { bodyStart: 0 };
  const frontmatter: Frontmatter = { bodyStart: end + 1 };
  for (const line of lines.slice(1, end)) {
    const match = /^(title|subtitle|description)\s*:\s*(.*?)\s*$/.exec(line);
    const key = match?.[1] as 'title' | 'subtitle' | 'description' | undefined;
    if (key) frontmatter[key] = unquote(match?.[2] ?? '');
  }
  return frontmatter;
}

function unquote(value: string): string {
  const double = /^"(.*)"$/.exec(value);
  if (double) return (double[1] ?? '').replace(/\\(["\\])/g, '$1');
  const single = /^'(.*)'$/.exec(value);
  if (single) return (single[1] ?? '').replace(/''/g, "'");
  return value;
}

/** Reduces inline Markdown (links, images, bold, italics, code) to the words a reader sees. */
function plainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1');
}

function parseBlocks(lines: string[], takeTitleFromHeading: boolean) {
  const blocks: DocumentBlock[] = [];
  let firstTopHeading: string | undefined;
  let paragraph: string[] = [];
  let list: string[] | undefined;

  const closeOpenBlock = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) appendList(blocks, list);
    paragraph = [];
    list = undefined;
  };

  for (const rawLine of lines) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (!line || THEMATIC_BREAK.test(line)) {
      closeOpenBlock();
    } else if (heading) {
      closeOpenBlock();
      const text = plainText(heading[2] ?? '');
      if (takeTitleFromHeading && heading[1] === '#' && firstTopHeading === undefined) firstTopHeading = text;
      else blocks.push({ kind: 'heading', text });
    } else if (bullet || NUMBERED.test(line)) {
      if (paragraph.length > 0) closeOpenBlock();
      list ??= [];
      list.push(plainText(bullet ? (bullet[1] ?? '') : line));
    } else if (list && list.length > 0) {
      // A plain line straight after an item continues it, as in Markdown.
      list[list.length - 1] += ` ${plainText(line)}`;
    } else {
      paragraph.push(plainText(line.replace(/^>\s?/, '')));
    }
  }
  closeOpenBlock();
  return { blocks, firstTopHeading };
}

/** Items separated only by blank lines (a "loose" list) stay one list. */
function appendList(blocks: DocumentBlock[], items: string[]): void {
  const previous = blocks.at(-1);
  if (previous?.kind === 'bullets') previous.items.push(...items);
  else blocks.push({ kind: 'bullets', items });
}
