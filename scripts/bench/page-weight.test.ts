import { describe, expect, it } from 'vitest';
import { referencedAssets } from './page-weight';

describe('referencedAssets', () => {
  it('counts the modules a page script preloads from its data-modules list', () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"/><script data-modules="/assets/framework.js /assets/shell.js">…</script>' +
      '<script type="module">import * as route0 from "/assets/root.js";import("/assets/entry.client.js");</script>';
    expect(referencedAssets(html, 'http://127.0.0.1:3000/').sort()).toEqual(
      ['app.css', 'entry.client.js', 'framework.js', 'root.js', 'shell.js'].map((file) => `http://127.0.0.1:3000/assets/${file}`),
    );
  });
});
