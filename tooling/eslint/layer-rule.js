// ESLint rule `vitrina/layers`: enforces the layer graph (layers.js), forbids deep imports that a
// package's `exports` map does not declare, and forbids relative imports that leave the workspace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedImports } from './layers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const exportsCache = new Map();

function workspaceOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if ((rel[0] === 'packages' || rel[0] === 'apps') && rel[1]) return `${rel[0]}/${rel[1]}`;
  if (rel[0] === 'tooling') return 'tooling';
  return null;
}

function declaredSubpaths(target) {
  if (!exportsCache.has(target)) {
    let subpaths = ['.'];
    for (const dir of ['packages', 'apps']) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, target, 'package.json'), 'utf8'));
        subpaths = typeof pkg.exports === 'object' && pkg.exports ? Object.keys(pkg.exports) : ['.'];
        break;
      } catch {
        /* not in this folder */
      }
    }
    exportsCache.set(target, subpaths);
  }
  return exportsCache.get(target);
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the Vitrina layer graph and package entry points' },
    schema: [],
    messages: {
      layer: '{{from}} may not import @vitrina/{{target}} (allowed: {{allowed}}). See ARCHITECTURE.md "Package boundaries".',
      deep: '"{{source}}" is not an entry point of @vitrina/{{target}}; import from its exports map.',
      escape: 'Relative import "{{source}}" leaves {{from}}; import the package by its public name.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = workspaceOf(file);
    if (!from) return {};
    const allowed = allowedImports(from);
    const wsRoot = path.join(ROOT, from);

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(file), source);
        if (!resolved.startsWith(wsRoot + path.sep) && resolved !== wsRoot) {
          context.report({ node, messageId: 'escape', data: { source, from } });
        }
        return;
      }
      const match = /^@vitrina\/([^/]+)(\/.*)?$/.exec(source);
      if (!match) return;
      const target = match[1];
      const sub = match[2] ? `.${match[2]}` : '.';
      if (target === 'tooling') {
        // Test, build and bench code may use the tooling; so may an app's end-to-end folder, helpers
        // included (they reach their worker's product through @vitrina/tooling/e2e/product).
        const toolingUser =
          /\.(config|test|stories|e2e)\.[jt]sx?$|vitest|eslint|\.storybook|[\\/](bench|scripts)[\\/]|[\\/]apps[\\/][^\\/]+[\\/]e2e[\\/]/;
        if (from !== 'tooling' && !toolingUser.test(file)) {
          context.report({ node, messageId: 'layer', data: { from, target, allowed: allowed.join(', ') || 'none' } });
        }
        return;
      }
      const self = from.split('/')[1] === target;
      if (!self && !allowed.includes(target)) {
        context.report({ node, messageId: 'layer', data: { from, target, allowed: allowed.join(', ') || 'none' } });
        return;
      }
      if (!declaredSubpaths(target).includes(sub)) {
        context.report({ node, messageId: 'deep', data: { source, target } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
