// ESLint rule `vitrina/no-cycle`: a file may not import (statically, dynamically or for types only) a file
// that leads back to it (ARCHITECTURE.md "No import cycles, type-only imports included"). import-x's
// no-cycle skips type-only imports by design, so this rule walks the graph itself: the linted file's
// imports come from its AST, every other file's from TypeScript's import scanner (ts.preProcessFile, no
// parse), cached per file and re-read when the file changes. Relative specifiers resolve as TypeScript's
// bundler/NodeNext resolution does (`./x.js` → `x.ts`/`x.tsx`, folders → index); `@vitrina/*` through the
// package's `exports` map, taking its `source` condition (the TS sources workspaces resolve to).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const CANDIDATE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** file → { mtimeMs, checkedAt, imports: resolved file paths } */
const RECHECK_MS = 1000;
const importsCache = new Map();
/** `@vitrina/name` → its package.json `exports` (or null) and folder */
const packageCache = new Map();

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolveFile(base) {
  if (SCRIPT.test(base) && isFile(base)) return base;
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  for (const ext of CANDIDATE_EXTENSIONS) if (isFile(stem + ext)) return stem + ext;
  for (const ext of CANDIDATE_EXTENSIONS) if (isFile(path.join(base, 'index' + ext))) return path.join(base, 'index' + ext);
  return null;
}

function workspacePackage(name) {
  if (!packageCache.has(name)) {
    let found = null;
    for (const dir of name === 'tooling' ? ['tooling'] : [path.join('packages', name), path.join('apps', name)]) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
        found = { dir: path.join(ROOT, dir), exports: pkg.exports ?? null };
        break;
      } catch {
        /* not in this folder */
      }
    }
    packageCache.set(name, found);
  }
  return packageCache.get(name);
}

/** The file an `exports` entry points at: its `source` condition first, the runtime ones after. */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return null;
  for (const condition of ['source', 'import', 'default']) {
    const target = exportTarget(entry[condition]);
    if (target) return target;
  }
  return null;
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  const match = /^@vitrina\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const pkg = workspacePackage(match[1]);
  if (!pkg?.exports) return null;
  const sub = match[2] ? `.${match[2]}` : '.';
  const target = exportTarget(typeof pkg.exports === 'string' ? (sub === '.' ? pkg.exports : null) : pkg.exports[sub]);
  if (!target || !SCRIPT.test(target)) return null;
  return resolveFile(path.resolve(pkg.dir, target));
}

function importsOfText(text, file) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const resolved = new Set();
  for (const { fileName } of importedFiles) {
    const target = resolveSpecifier(fileName, file);
    if (target) resolved.add(target);
  }
  return [...resolved];
}

function importsOfFile(file) {
  const now = Date.now();
  const cached = importsCache.get(file);
  // Within one lint run every file is visited by many walks: look at the disk once a second at most.
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.imports;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const imports = importsOfText(readFileSync(file, 'utf8'), file);
  importsCache.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/** The shortest import path from `start` back to `target` (files after `start`), or null. */
function pathBack(start, target, importsOf) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [];
        for (let at = file; at !== null; at = previous.get(at)) route.unshift(at);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const cycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included (ARCHITECTURE.md "No import cycles")' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{route}}. Move what both sides need into a module of its own (ARCHITECTURE.md "No import cycles").',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const cwd = context.cwd;
    const shown = (f) => path.relative(cwd, f).split(path.sep).join('/');
    const sources = [];
    const collect = (node, source) => {
      if (typeof source === 'string') sources.push({ node, source });
    };

    return {
      ImportDeclaration: (node) => collect(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && collect(node, node.source.value),
      ExportAllDeclaration: (node) => collect(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && collect(node, node.source.value),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && collect(node, node.moduleReference.expression.value),
      'Program:exit'() {
        // This file's imports as it is now (the editor's buffer), every other file's as on disk.
        const own = new Map();
        for (const { node, source } of sources) {
          const target = resolveSpecifier(source, file);
          if (target && !own.has(target)) own.set(target, node);
        }
        const importsOf = (f) => (f === file ? [...own.keys()] : importsOfFile(f));
        for (const [target, node] of own) {
          const route = target === file ? [] : pathBack(target, file, importsOf);
          if (route) context.report({ node, messageId: 'cycle', data: { route: [file, ...route, file].map(shown).join(' → ') } });
        }
      },
    };
  },
};
