/**
 * Feature folders stand alone: a file in src/client/features/<name>/ may
 * import from the client's api/, ui/, lib/ and app-wide code and from core/,
 * never from another feature's folder. What two features share moves down to
 * one of those, so a feature can be changed, split or deleted by itself.
 */
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}client${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return undefined;
  return file.slice(at + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one client feature folder into another' },
    schema: [],
    messages: {
      crossFeature:
        "A feature does not import another feature: '{{source}}' is in features/{{target}}/, this file is in features/{{own}}/. Move what both need to client/api, client/ui, client/lib or core.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (target && target !== own) context.report({ node, messageId: 'crossFeature', data: { source, target, own } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-cross-feature-import': noCrossFeatureImport } };
