import { describe, expect, it } from 'vitest';
import { referencedAssets } from './page-weight';

describe('referencedAssets', () => {
  it("counts module preloads, stylesheets and the imports of React Router's module script", () => {
    const html =
      '<link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="icon" href="/favicon.svg"/>' +
      '<script type="module">import * as route0 from "/assets/root.js";import("/assets/entry.client.js");</script>';
    expect(referencedAssets(html, 'http://127.0.0.1:3000/').sort()).toEqual(
      ['app.css', 'entry.client.js', 'framework.js', 'root.js', 'shell.js'].map((file) => `http://127.0.0.1:3000/assets/${file}`),
    );
  });
});
