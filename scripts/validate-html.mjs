// Runs the W3C Nu HTML checker once over every document the browser tests recorded
// (tests/e2e/support/html-record.ts) and fails with a readable list: where the page was seen,
// the line, and the checker's message. One JVM for all files keeps it to seconds. ADR 0034.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results/html');

/**
 * Messages that are not faults of our markup. Each needs a reason a reviewer can check; fix
 * the markup instead whenever that is possible.
 */
const ignored = [
  {
    message: /^CSS: Parse Error\.$/,
    // The checker quotes only a few characters around the fault.
    extract: / \* 0\.05 \+ 1;--y:translate/,
    reason:
      'The toast library (sonner) adds its own <style> while a page runs, with a custom property holding a bare sum ' +
      '(`--scale: var(--toasts-before) * 0.05 + 1`). CSS allows any tokens in a custom property; the checker\'s older ' +
      'CSS parser does not. It is not our markup, and not in any served page.',
  },
  {
    message: /^CSS: “(width|height)”: “round\(/,
    reason:
      'pdf.js sizes the text layer it draws over a document page with CSS round() (CSS Values 4, in every current ' +
      'browser), set in a style attribute while the viewer runs. The checker does not know round(). Not our markup.',
  },
];

if (!existsSync(path.join(dir, 'pages.ndjson'))) {
  console.error(`No recorded pages in ${dir}: run the browser tests first (npx playwright test).`);
  process.exit(1);
}

/** hash → where it was seen (first sighting first). */
const seen = new Map();
for (const line of readFileSync(path.join(dir, 'pages.ndjson'), 'utf8').split('\n')) {
  if (!line) continue;
  const { hash, url, source } = JSON.parse(line);
  if (!seen.has(hash)) seen.set(hash, []);
  seen.get(hash).push(`${url} (${source})`);
}
const files = readdirSync(dir).filter((name) => name.endsWith('.html'));

const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const run = spawnSync('java', ['-Xss1024k', '-jar', jar, '--errors-only', '--format', 'json', ...files], {
  cwd: dir,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error || run.stderr.trim() === '') {
  console.error(`The Nu checker did not run (needs Java 17 on PATH): ${run.error?.message ?? run.stdout}`);
  process.exit(1);
}

const { messages } = JSON.parse(run.stderr);
const isIgnored = (m) => ignored.some((rule) => rule.message.test(m.message) && (!rule.extract || rule.extract.test(m.extract ?? '')));
const errors = messages.filter((m) => m.type !== 'info' && !isIgnored(m));

if (errors.length === 0) {
  console.log(`Nu HTML checker: 0 errors in ${files.length} distinct documents.`);
  process.exit(0);
}

const report = errors.map((m) => {
  const hash = path.basename(decodeURIComponent(new URL(m.url).pathname), '.html');
  const places = seen.get(hash) ?? [`${hash}.html`];
  const more = places.length > 1 ? ` (and ${places.length - 1} more)` : '';
  return `${places[0]}${more}\n  ${hash}.html line ${m.lastLine ?? '?'}: ${m.message}\n  ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`;
});
console.error(`Nu HTML checker: ${errors.length} errors in ${new Set(errors.map((m) => m.url)).size} of ${files.length} documents (in ${dir}).\n`);
console.error(report.join('\n\n'));
process.exit(1);
