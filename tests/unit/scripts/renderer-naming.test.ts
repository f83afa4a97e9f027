// The renderer's naming rule (docs/architecture.md, "Naming (renderer)"), checked over the real
// tree: folders are lower-case kebab; a PascalCase .tsx file exports the component it is named
// for, or is a kit whose header names its components; any other module is camelCase; a screen
// loaded with lazy() (every *Page.tsx among them) has a default export of its own name.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const SRC = join(repo, 'renderer/src');

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL_TSX = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const CAMEL_MODULE = /^[a-z][A-Za-z0-9]*(\.worker)?\.(ts|tsx|css)$/;
/** In a file's header: ` * Kit: A, B, C.` */
const KIT_LINE = /^\s*\*\s*Kit:\s*(.+?)\.?\s*$/m;

interface Module {
  /** Relative to renderer/src. */
  path: string;
  /** Values it exports by name (functions, consts, classes), types left out. */
  exported: Set<string>;
  /** The name of `export default function X` (or class), null without a named default. */
  defaultName: string | null;
  /** The components its header names when it declares itself a kit, null otherwise. */
  kit: string[] | null;
  /** What it loads as a screen (lazy(), or a route's loader), as paths relative to renderer/src. */
  lazyImports: string[];
}

function walk(dir: string, folders: string[], files: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      folders.push(relative(SRC, full));
      walk(full, folders, files);
    } else files.push(relative(SRC, full));
  }
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function readModule(path: string): Module {
  const text = readFileSync(join(SRC, path), 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const exported = new Set<string>();
  let defaultName: string | null = null;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const el of statement.exportClause.elements) if (!el.isTypeOnly) exported.add(el.name.text);
      }
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      if (isDefault) defaultName = statement.name.text;
      else exported.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) exported.add(d.name.text);
    }
  }
  const lazyImports: string[] = [];
  // lazy(() => import('…')), and a route's loader in a map of them ('/pedidos': () => import('…')).
  for (const m of text.matchAll(/(?:lazy\(|'\/[^']*':)\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
    lazyImports.push(relative(SRC, resolve(SRC, dirname(path), m[1] as string)));
  }
  const header = text.startsWith('/**') ? text.slice(0, text.indexOf('*/')) : '';
  const kitLine = KIT_LINE.exec(header);
  const kit = kitLine ? (kitLine[1] as string).split(',').map((n) => n.trim()) : null;
  return { path, exported, defaultName, kit, lazyImports };
}

const folders: string[] = [];
const files: string[] = [];
walk(SRC, folders, files);
const modules = files.filter((f) => /\.tsx?$/.test(f)).map(readModule);

describe('renderer naming rule (docs/architecture.md)', () => {
  it('folders are lower-case kebab', () => {
    expect(folders.filter((f) => !KEBAB.test(basename(f)))).toEqual([]);
  });

  it('a file is a PascalCase .tsx or a camelCase module', () => {
    expect(files.filter((f) => !PASCAL_TSX.test(basename(f)) && !CAMEL_MODULE.test(basename(f)))).toEqual([]);
  });

  it('a PascalCase file exports the component it is named for, unless its header declares it a kit', () => {
    const misnamed = modules
      .filter((m) => PASCAL_TSX.test(basename(m.path)) && m.kit === null)
      .filter((m) => {
        const name = basename(m.path, '.tsx');
        return !m.exported.has(name) && m.defaultName !== name;
      })
      .map((m) => m.path);
    expect(misnamed).toEqual([]);
  });

  it('a kit names at least two components in its header, each exported', () => {
    const kits = modules.filter((m) => m.kit !== null);
    expect(kits.length).toBeGreaterThan(0);
    const wrong = kits
      .filter((m) => (m.kit?.length ?? 0) < 2 || m.kit?.some((name) => !m.exported.has(name)))
      .map((m) => `${m.path}: ${m.kit?.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('a screen loaded with lazy(), and every *Page.tsx, has a default export of its own name', () => {
    const lazyTargets = new Set(modules.flatMap((m) => m.lazyImports).map((p) => `${p}.tsx`));
    expect(lazyTargets.size).toBeGreaterThan(10);
    const screens = modules.filter((m) => lazyTargets.has(m.path) || m.path.endsWith('Page.tsx'));
    const wrong = screens.filter((m) => m.defaultName !== basename(m.path, '.tsx')).map((m) => m.path);
    expect(wrong).toEqual([]);
  });
});

describe('the naming check catches what it is for', () => {
  it.each([
    ['daySummary', false],
    ['autoAccept', false],
    ['Orders', false],
    ['order_printing', false],
    ['order-printing', true],
    ['day-summary', true],
    ['v2', true],
  ])('folder %s kebab: %s', (name, ok) => {
    expect(KEBAB.test(name)).toBe(ok);
  });

  it.each([
    [' * Kit: Tabs, Switch, Badge.', ['Tabs', 'Switch', 'Badge']],
    [' * Kit: Page, Card', ['Page', 'Card']],
  ])('kit line %j', (line, names) => {
    expect(
      KIT_LINE.exec(line)?.[1]
        ?.split(',')
        .map((n) => n.trim()),
    ).toEqual(names);
  });
});
