// ESLint rule `vitrina/route-imports` (issue 27, ARCHITECTURE "A feature lives in one folder"): a route of the
// API validates, calls one service function and shapes the answer. So a route file imports nothing that
// reads or writes tables or caches by itself:
//   - nothing under `src/db/` (repositories, db/index, the schema, the database handle; not even its types:
//     a route that needs `AppDb` is running a transaction, which is its service's job);
//   - nothing under `src/cache/`, nor `src/services/site-caches*` (cache drops follow events, not routes);
//   - no module's repository (`src/modules/<m>/*-repository*`), except TYPE-ONLY imports from its own
//     module's repository: the records a service answers with are declared there, and a type import runs no
//     query. A value import from its own repository, or any import of another module's repository, fails.
// Route files are `apps/api/src/modules/<m>/**/*-routes.ts` and every file under `apps/api/src/routes/`
// that is not a test (`*.test.ts`) or a test fixture (`*-test-fixture.ts`). There is no exception list: the
// last legacy route files moved into their modules in issue 27, and route-rule.test.js lints every route file.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const API_SRC = 'apps/api/src/';

/** The file's path from the repository root with `/` separators. */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Whether the rule applies to `rel` (a path from the repository root). */
export function isRouteFile(rel) {
  if (!rel.startsWith(API_SRC) || !/\.tsx?$/.test(rel)) return false;
  if (/\.test\.tsx?$|-test-fixture\.tsx?$/.test(rel)) return false;
  const inApi = rel.slice(API_SRC.length);
  return inApi.startsWith('routes/') || /^modules\/[^/]+\/(.+\/)?[^/]+-routes\.tsx?$/.test(inApi);
}

/** The module a file of `src/modules/<m>/` belongs to, else null (`inApi` is relative to apps/api/src). */
const moduleOf = (inApi) => /^modules\/([^/]+)\//.exec(inApi)?.[1] ?? null;

/** Why `target` (relative to apps/api/src, extension dropped) may not be imported, or null when it may. */
function refusal(target, ownModule, typeOnly) {
  if (target === 'db' || target.startsWith('db/')) return 'db';
  if (target === 'cache' || target.startsWith('cache/')) return 'cache';
  if (/^services\/site-caches/.test(target)) return 'cache';
  if (/^modules\/[^/]+\/(.+\/)?[^/]+-repository$/.test(target)) {
    if (typeOnly && moduleOf(target) === ownModule) return null;
    return moduleOf(target) === ownModule ? 'ownRepository' : 'repository';
  }
  return null;
}

/** Whether an import or export declaration brings in types only (`import type`, or every specifier `type`). */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type') &&
    !specifiers.some((s) => s.type === 'ImportDefaultSpecifier' || s.type === 'ImportNamespaceSpecifier')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const routeImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A route of the API imports no repository, database or cache code (issue 27)' },
    schema: [],
    messages: {
      db: 'A route may not import "{{source}}" (database code): call its module\'s service. See tooling/eslint/route-rule.js.',
      cache:
        'A route may not import "{{source}}" (cache code): caches are dropped by the subscribers of the service\'s events. See tooling/eslint/route-rule.js.',
      repository: 'A route may not import another module\'s repository "{{source}}": call that module\'s service through its index.ts.',
      ownRepository: 'A route may import only types from its own module\'s repository ("{{source}}"): call its service for the rest.',
    },
  },
  create(context) {
    const file = context.filename;
    const rel = fromRoot(file);
    if (!isRouteFile(rel)) return {};
    const ownModule = moduleOf(rel.slice(API_SRC.length));
    const srcRoot = path.join(ROOT, API_SRC);

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const inApi = path.relative(srcRoot, resolved).split(path.sep).join('/');
      if (inApi.startsWith('..')) return;
      const target = inApi.replace(/\.(m?[jt]sx?)$/, '').replace(/\/index$/, '');
      const messageId = refusal(target, ownModule, typeOnly);
      if (messageId) context.report({ node, messageId, data: { source } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};
