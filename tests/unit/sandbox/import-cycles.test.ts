/**
 * The sandbox is layered: shared helpers (`http.ts`, `db/`) under the domains, the domains under
 * `routes/index.ts` and `server.ts`. A loop between two files hides which one is the lower floor,
 * so this walks every relative import (type-only ones too) under sandbox/ and fails on any cycle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../sandbox');
// `import … from`, `export … from`, `import('…')` and the side-effect `import '…'`.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"](\.[^'"]+)['"]/g;

/** The relative specifiers a file's text imports, in order. */
const importsOf = (text: string): string[] =>
  [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this shape of path
    }
  }
  return undefined;
}

/** file → the sandbox files it imports. Imports leaving sandbox/ (shared/) cannot close a loop. */
function sandboxImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const spec of importsOf(text)) {
      const target = resolveImport(file, spec);
      if (target?.startsWith(ROOT)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every strongly connected component of more than one file (Tarjan), as sorted relative paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        found.push(component.map((f) => relative(ROOT, f)).sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('sandbox imports', () => {
  it('reads every form of a relative import', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect';",
      'import "./double-quoted";',
      "export * from './c';",
      "export { d } from './d';",
      "const e = await import('./e');",
      "import fastify from 'fastify';",
      "import 'zod';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './side-effect', './double-quoted', './c', './d', './e']);
  });

  it('reads the import graph (the walk sees the files and their imports)', () => {
    const graph = sandboxImportGraph();
    const server = graph.get(join(ROOT, 'server.ts'));
    expect(server).toBeDefined();
    expect(server).toContain(join(ROOT, 'routes/index.ts'));
  });

  it('has no import cycle, direct or longer', () => {
    expect(cycles(sandboxImportGraph())).toEqual([]);
  });
});
