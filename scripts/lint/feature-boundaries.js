// ESLint rule: a feature folder (`src/features/<name>/`) is reached from another feature only through its public
// entry, `features/<name>/index.ts`. Inside a feature, and from the composition root, anything goes.
import path from 'node:path';

const featureFile = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their public entry (index.ts)' },
    messages: {
      deepImport: "Import the '{{feature}}' feature through its public entry, features/{{feature}}/index.ts.",
    },
    schema: [],
  },
  create(context) {
    const match = context.filename.match(featureFile);
    if (!match) return {};
    const [, featuresDir, ownFeature] = match;
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/features/')) target = path.join(featuresDir, specifier.slice('@/features/'.length));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const relative = path.relative(featuresDir, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const [feature, ...rest] = relative.split(path.sep);
      if (feature === ownFeature) return;
      if (rest.length === 1 && /^index\.tsx?$/.test(rest[0])) return;
      context.report({ node: source, messageId: 'deepImport', data: { feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
