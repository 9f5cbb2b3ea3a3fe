import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`;

const dirs: string[] = [];
function recorded(documents: Record<string, { url: string; html: string }>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'validate-html-'));
  dirs.push(dir);
  const index = Object.entries(documents).map(([hash, { url, html }]) => {
    writeFileSync(path.join(dir, `${hash}.html`), html);
    return JSON.stringify({ hash, url, source: 'served' });
  });
  writeFileSync(path.join(dir, 'pages.ndjson'), `${index.join('\n')}\n`);
  return dir;
}
const validate = (dir: string) => spawnSync(process.execPath, ['scripts/validate-html.mjs', dir], { encoding: 'utf8' });

afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each run starts the checker's JVM (seconds on a busy machine), so one failing run and one passing run cover it all.
describe('validate-html', () => {
  it('lists each error with its page address, line and message; ignores a checker blind spot only where its reason applies', { timeout: 180_000 }, () => {
    const settings = { url: 'http://localhost/settings', html: page('<main><h1>Settings</h1><section><h2>Preferences</h2></section></main>') };
    // The toast library's injected rule, which the checker's CSS parser cannot read.
    const toastStyle = '[data-sonner-toast][data-front=false]{--scale:var(--toasts-before) * 0.05 + 1;--y:translateY(0)}';
    const hub = { url: 'http://localhost/hub', html: page(`<style>${toastStyle}</style><main><h1>Hub</h1></main>`) };
    const profile = { url: 'http://localhost/profile', html: page('<main><h1>Profile</h1>\n<h3>Personal information</h3></main>') };
    const faq = { url: 'http://localhost/faq', html: page('<style>main{color:red;;}}}{</style><main><h1>FAQ</h1></main>') };

    const failing = validate(recorded({ aaa: settings, bbb: hub, ccc: profile, ddd: faq }));
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('in 2 of 4 documents');
    expect(failing.stderr).toContain('http://localhost/profile (served)');
    expect(failing.stderr).toMatch(/ccc\.html line 2: The heading “h3” .* skipping 1 heading level/);
    expect(failing.stderr).toContain('http://localhost/faq (served)');
    expect(failing.stderr).not.toContain('/settings');
    expect(failing.stderr).not.toContain('/hub');

    const passing = validate(recorded({ aaa: settings, bbb: hub }));
    expect(passing.stderr).toBe('');
    expect(passing.stdout).toContain('0 errors in 2 distinct documents');
    expect(passing.status).toBe(0);
  });
});
