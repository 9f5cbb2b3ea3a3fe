import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

const source = `---
title: "Assessment Centre Tips: How to Stand Out"
description: 'A practical guide.'
date: 2025-09-11
author: "The Coaching Team"
tags:
  - Assessment centres
  - "Interviews"
---

First paragraph.
`;

describe('parseFrontmatter', () => {
  it('reads the known keys, unquoting values, and returns the body', () => {
    const { frontmatter, body } = parseFrontmatter(source);
    expect(frontmatter).toEqual({
      title: 'Assessment Centre Tips: How to Stand Out',
      description: 'A practical guide.',
      date: '2025-09-11',
      author: 'The Coaching Team',
      tags: ['Assessment centres', 'Interviews'],
    });
    expect(body).toBe('\nFirst paragraph.\n');
  });

  it('accepts an inline tag list and defaults the author', () => {
    const { frontmatter } = parseFrontmatter('---\ntitle: T\ndescription: D\ndate: 2025-01-02\ntags: [a, "b"]\n---\nBody');
    expect(frontmatter.tags).toEqual(['a', 'b']);
    expect(frontmatter.author).toBe('The Coaching Team');
  });

  it('ignores keys it does not know', () => {
    const { frontmatter } = parseFrontmatter('---\ntitle: T\ndescription: D\ndate: 2025-01-02\ndraft: true\n---\n');
    expect(frontmatter).not.toHaveProperty('draft');
  });

  it('names the file and the problem when frontmatter is missing or incomplete', () => {
    expect(() => parseFrontmatter('# No frontmatter', 'x.md')).toThrow('x.md: missing frontmatter');
    expect(() => parseFrontmatter('---\ntitle: T\ndate: 2025-01-02\n---\n', 'x.md')).toThrow('needs "description"');
    expect(() => parseFrontmatter('---\ntitle: T\ndescription: D\ndate: 30/07/2025\n---\n', 'x.md')).toThrow(
      'date must be YYYY-MM-DD',
    );
  });
});
