import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { parseOutlineMarkdown } from './markdown-outline';

const SAMPLE = [
  '---',
  'title: "Arctic Shores Assessment Guide"',
  "subtitle: 'What to expect, and how it''s scored'",
  'slug: ignored',
  '---',
  '',
  '## About this guide',
  '',
  'First line of a paragraph',
  'continues here.',
  '',
  'A second paragraph.',
  '',
  '- One',
  '- Two',
  '  wraps onto a second line',
  '',
  '## Next',
].join('\n');

describe('parseOutlineMarkdown', () => {
  it('reads frontmatter, headings, paragraphs and bullets', () => {
    expect(parseOutlineMarkdown(SAMPLE)).toEqual({
      title: 'Arctic Shores Assessment Guide',
      subtitle: "What to expect, and how it's scored",
      blocks: [
        { kind: 'heading', text: 'About this guide' },
        { kind: 'paragraph', text: 'First line of a paragraph continues here.' },
        { kind: 'paragraph', text: 'A second paragraph.' },
        { kind: 'bullets', items: ['One', 'Two wraps onto a second line'] },
        { kind: 'heading', text: 'Next' },
      ],
    });
  });

  it('gives the same result for CRLF and CR line endings', () => {
    const expected = parseOutlineMarkdown(SAMPLE);
    expect(parseOutlineMarkdown(SAMPLE.replace(/\n/g, '\r\n'))).toEqual(expected);
    expect(parseOutlineMarkdown(`\uFEFF${SAMPLE.replace(/\n/g, '\r')}`)).toEqual(expected);
  });

  it('returns an empty outline for empty input', () => {
    expect(parseOutlineMarkdown('')).toEqual({ title: '', subtitle: undefined, blocks: [] });
    expect(parseOutlineMarkdown('\n\n  \n')).toEqual({ title: '', subtitle: undefined, blocks: [] });
  });

  it('reads unquoted values and tolerates missing keys', () => {
    expect(parseOutlineMarkdown('---\ntitle: Plain: with colon\n---\nText')).toEqual({
      title: 'Plain: with colon',
      subtitle: undefined,
      blocks: [{ kind: 'paragraph', text: 'Text' }],
    });
  });

  it('turns numbered items into bullets that keep their numbers', () => {
    expect(parseOutlineMarkdown('1. First\n2) Second\n10. Tenth').blocks).toEqual([
      { kind: 'bullets', items: ['1. First', '2) Second', '10. Tenth'] },
    ]);
  });

  it('uses a top-level heading as the title only when the frontmatter has none', () => {
    expect(parseOutlineMarkdown('# Guide\n\n### Part\n\nBody')).toEqual({
      title: 'Guide',
      subtitle: undefined,
      blocks: [
        { kind: 'heading', text: 'Part' },
        { kind: 'paragraph', text: 'Body' },
      ],
    });
    expect(parseOutlineMarkdown('---\ntitle: T\n---\n# Heading #').blocks).toEqual([{ kind: 'heading', text: 'Heading' }]);
  });

  it('keeps loose lists together and separates lists from paragraphs', () => {
    expect(parseOutlineMarkdown('Intro:\n- a\n\n* b\n\nAfter.').blocks).toEqual([
      { kind: 'paragraph', text: 'Intro:' },
      { kind: 'bullets', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('reduces inline markup, quotes and rules to plain text', () => {
    const outline = parseOutlineMarkdown('> A **bold** and *italic* `code` [link](https://example.com).\n\n---\n\n- Use __this__');
    expect(outline.blocks).toEqual([
      { kind: 'paragraph', text: 'A bold and italic code link.' },
      { kind: 'bullets', items: ['Use this'] },
    ]);
  });

  it('parses the Arctic Shores guide source', async () => {
    const markdown = await readFile(path.join(projectRoot, 'content/free/arctic-shores-guide.md'), 'utf8');
    const outline = parseOutlineMarkdown(markdown);
    expect(outline.title).toBe('Arctic Shores Assessment Guide');
    expect(outline.subtitle).toMatch(/^What to expect/);
    const headings = outline.blocks.filter((block) => block.kind === 'heading');
    expect(headings.at(0)).toEqual({ kind: 'heading', text: 'About this guide' });
    expect(headings.at(-1)).toEqual({ kind: 'heading', text: 'Further support' });
    const checklistIndex = outline.blocks.findIndex((block) => block.kind === 'heading' && block.text === 'Checklist');
    const checklist = outline.blocks[checklistIndex + 1];
    expect(checklist?.kind === 'bullets' && checklist.items.length).toBe(11);
  });
});
