/** The frontmatter keys an article may carry; anything else is ignored. */
export type ArticleFrontmatter = {
  title: string;
  description: string;
  /** ISO calendar date, e.g. '2025-07-30'. */
  date: string;
  author: string;
  tags: string[];
};

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Splits a Markdown file into its frontmatter and body. A deliberately small parser for the
 * keys we write (title, description, date, author, tags): `key: value` lines, optionally
 * quoted, and `tags` as a `- item` list or an inline `[a, b]` list.
 */
export function parseFrontmatter(source: string, file = 'article'): { frontmatter: ArticleFrontmatter; body: string } {
  const match = fence.exec(source);
  if (!match) throw new Error(`${file}: missing frontmatter`);
  const fields = new Map<string, string>();
  const tags: string[] = [];
  let listKey: string | undefined;

  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item) {
      if (listKey === 'tags') tags.push(unquote(item[1] ?? ''));
      continue;
    }
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: cannot read frontmatter line "${line}"`);
    const [, key = '', value = ''] = pair;
    listKey = value === '' ? key : undefined;
    if (key === 'tags' && value.startsWith('[')) tags.push(...inlineList(value));
    else if (value !== '') fields.set(key, unquote(value));
  }

  const required = (key: 'title' | 'description' | 'date') => {
    const value = fields.get(key);
    if (!value) throw new Error(`${file}: frontmatter needs "${key}"`);
    return value;
  };
  const date = required('date');
  if (!isoDate.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD, got "${date}"`);

  return {
    frontmatter: {
      title: required('title'),
      description: required('description'),
      date,
      author: fields.get('author') ?? 'The Coaching Team',
      tags,
    },
    body: source.slice(match[0].length),
  };
}

function unquote(value: string) {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted ? (quoted[2] ?? '').replace(/\\"/g, '"') : trimmed;
}

function inlineList(value: string) {
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map(unquote)
    .filter(Boolean);
}
