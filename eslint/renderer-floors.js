// The renderer's floors (docs/architecture.md, "Renderer floors"): app/ → features/<domain>/ →
// the shared floors (components, api, realtime, stores, hooks, platform, services, orders-live,
// offline, ...) → shared/. An import may only go down, and a feature never reaches into another feature.
// no-restricted-imports cannot say "another feature than mine", and its patterns see the
// specifier as written, so this rule resolves each relative specifier against the importing
// file and compares floors.
import path from 'node:path';

const RENDERER_SRC = /^(.*[\\/]renderer[\\/]src)[\\/]/;
/** Files at the top of renderer/src that sit on the app floor (the entry point). */
const APP_FILES = new Set(['main.tsx']);

/** 'app' | 'feature:<name>' | 'lower' for a path relative to renderer/src; null outside it. */
function floorOf(relative) {
  const parts = relative.split(/[\\/]/);
  if (parts[0] === '..' || parts[0] === '') return null;
  if (parts[0] === 'app' || (parts.length === 1 && APP_FILES.has(parts[0]))) return 'app';
  if (parts[0] === 'features') return parts.length > 2 ? `feature:${parts[1]}` : 'features';
  return 'lower';
}

/** Why `from` may not import `to`, or null when it may. */
export function floorViolation(from, to) {
  if (from === null || to === null || from === 'app') return null;
  if (to === 'app') return 'app';
  if (to === 'features' || to.startsWith('feature:')) {
    if (from === 'lower' || from === 'features') return 'lowerToFeature';
    if (from !== to) return 'crossFeature';
  }
  return null;
}

const noCrossFloorImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Renderer imports go down the floors; a feature never imports another feature.' },
    schema: [],
    messages: {
      crossFeature:
        '{{from}} may not import {{to}}: a feature never imports another feature. Move what both use one floor down, or let app/ compose them.',
      app: '{{from}} may not import {{to}}: only app/ and main.tsx import app/.',
      lowerToFeature: '{{from}} may not import {{to}}: the floors below features/ never import a feature.',
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const root = RENDERER_SRC.exec(filename)?.[1];
    if (!root) return {};
    const fromRelative = path.relative(root, filename);
    const from = floorOf(fromRelative);

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source.value);
      const toRelative = path.relative(root, target);
      const kind = floorViolation(from, floorOf(toRelative));
      if (kind) {
        context.report({
          node: source,
          messageId: kind,
          data: { from: fromRelative.split(path.sep).join('/'), to: toRelative.split(path.sep).join('/') },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default {
  meta: { name: 'renderer-floors' },
  rules: { 'no-cross-floor-import': noCrossFloorImport },
};
