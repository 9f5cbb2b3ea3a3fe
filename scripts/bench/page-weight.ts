import { gzipSync } from 'node:zlib';

export type AssetWeight = { url: string; kind: 'js' | 'css'; rawBytes: number; gzipBytes: number };

export type PageWeight = {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  assets: AssetWeight[];
  /** Referenced chunks whose file name contains "pdf" (pdf.js and its worker). */
  pdfAssets: string[];
};

/**
 * Every script and stylesheet the HTML itself asks for: module preloads, stylesheets, script
 * src, and the static and dynamic imports in React Router's inline module script.
 */
export function referencedAssets(html: string, base: string): string[] {
  const patterns = [
    /<link\b[^>]*\brel="(?:modulepreload|stylesheet|preload)"[^>]*>/g,
    /<script\b[^>]*\bsrc="[^"]+"[^>]*>/g,
  ];
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const [tag] of html.matchAll(pattern)) {
      const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
      if (href) found.add(href);
    }
  }
  for (const [, specifier] of html.matchAll(/\bimport\s*(?:\(\s*|[^"'();]*?from\s*)["']([^"']+\.m?js)["']/g)) {
    if (specifier) found.add(specifier);
  }
  const origin = new URL(base).origin;
  return [...found]
    .map((href) => new URL(href, base))
    .filter((url) => url.origin === origin && /\.(m?js|css)$/.test(url.pathname))
    .map((url) => url.href);
}

/** gzip -9 of the bytes as served: a figure that does not depend on the server's compression. */
async function weigh(url: string): Promise<AssetWeight> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    url: new URL(url).pathname,
    kind: url.endsWith('.css') ? 'css' : 'js',
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

/** The JavaScript and CSS an anonymous visitor's browser is told to load for `path`. */
export async function measurePageWeight(base: string, path: string): Promise<PageWeight> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const assets = await Promise.all(referencedAssets(await response.text(), `${base}${path}`).map(weigh));
  const total = (kind: AssetWeight['kind']) => assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0);
  return {
    path,
    jsGzipBytes: total('js'),
    cssGzipBytes: total('css'),
    assets,
    pdfAssets: assets.map((a) => a.url).filter(isPdfChunk),
  };
}

/** A script whose file name mentions pdf: pdf.js (`pdf-<hash>.js`) or its worker. */
export const isPdfChunk = (url: string) => /pdf[^/]*\.m?js$/i.test(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
