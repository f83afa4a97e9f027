// How much JavaScript the login screen costs: the entry module of out/renderer/index.html plus
// every <link rel="modulepreload">, each gzip-compressed as a server would send it.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstScreenJs {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v != null) ?? null;

/** The local JS URLs index.html loads up front: module scripts and modulepreloads, in order. */
export function firstScreenScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && !/^[a-z]+:\/\//i.test(src)) out.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (rel === 'modulepreload' && href && !/^[a-z]+:\/\//i.test(href)) out.push(href);
  }
  return [...new Set(out)];
}

export function measureFirstScreenJs(indexHtml: string): FirstScreenJs {
  const root = dirname(resolve(indexHtml));
  const files = firstScreenScripts(readFileSync(indexHtml, 'utf8')).map((src) => {
    const path = join(root, src.split(/[?#]/)[0] ?? src);
    const data = readFileSync(path);
    return { path, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
