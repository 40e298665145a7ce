// A route that imports a repository, the database or cache code must fail lint (issue 27): these cases run the
// real config on virtual files, and every route file of the API is linted with it (there is no exception list).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { isRouteFile } from './route-rule.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function routeMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'vitrina/route-imports' || m.fatal).map((m) => m.message);
}

const MODULE_ROUTE = 'apps/api/src/modules/content/blog-routes.ts';

describe('vitrina/route-imports: what a route may import', () => {
  const cases = [
    // Database code: repositories (through db/index or directly), the schema, the handle; types included.
    [MODULE_ROUTE, "import { listBlogPosts } from '../../db/index.js';", /database code/],
    [MODULE_ROUTE, "import { listBlogPosts } from '../../db/repos/blog.js';", /database code/],
    [MODULE_ROUTE, "import { blogPosts } from '../../db/schema.js';", /database code/],
    [MODULE_ROUTE, "import type { AppDb } from '../../db/index.js';", /database code/],
    ['apps/api/src/routes/public/new-route.ts', "import { findClientById } from '../../db/index.js';", /database code/],
    ['apps/api/src/routes/owner/new-routes.ts', "export { listGallery } from '../../db/repos/gallery.js';", /database code/],
    [
      'apps/api/src/routes/public/new-route.ts',
      "const m = await import('../../db/repos/gallery.js');\nexport const a = m;",
      /database code/,
    ],
    // Cache code: the cache folder and the per-site cache drops.
    [MODULE_ROUTE, "import { LoadingCache } from '../../cache/loading-cache.js';", /cache code/],
    [MODULE_ROUTE, "import { dropSiteCaches } from '../../services/site-caches.js';", /cache code/],
    // Repositories of modules: another module's never; its own one's values never.
    [MODULE_ROUTE, "import { listProducts } from '../catalog/products-repository.js';", /another module's repository/],
    [MODULE_ROUTE, "import type { ProductRecord } from '../catalog/products-repository.js';", /another module's repository/],
    [MODULE_ROUTE, "import { listOwnerBlogPosts } from './blog-repository.js';", /only types from its own/],
    [MODULE_ROUTE, "import { listOwnerBlogPosts, type BlogPostRecord } from './blog-repository.js';", /only types from its own/],
    // Allowed: types of its own module's repository, its service, other modules' index, shared http code.
    [MODULE_ROUTE, "import type { BlogPostRecord } from './blog-repository.js';", null],
    [MODULE_ROUTE, "import { type BlogPostRecord } from './blog-repository.js';", null],
    [MODULE_ROUTE, "import { createPost } from './blog-service.js';", null],
    [MODULE_ROUTE, "import { publishCatalog } from '../catalog/index.js';", null],
    [MODULE_ROUTE, "import { ApiError } from '../../http/errors.js';", null],
    [MODULE_ROUTE, "import { catalogChange } from '../../services/owner-publish.js';", null],
    // Not route files: services, repositories, tests and fixtures may import the database.
    ['apps/api/src/modules/content/blog-service.ts', "import { recordAudit } from '../../db/index.js';", null],
    ['apps/api/src/modules/content/blog-repository.ts', "import { blogPosts } from '../../db/schema.js';", null],
    ['apps/api/src/modules/content/blog-routes.test.ts', "import { blogPosts } from '../../db/schema.js';", null],
    ['apps/api/src/routes/public/x-test-fixture.ts', "import { blogPosts } from '../../db/schema.js';", null],
  ];
  it.each(cases)('%s: %s', async (file, code, expected) => {
    const messages = await routeMessages(file, `${code}\n`);
    if (expected === null) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(expected);
    }
  });

  it('applies to *-routes.ts of modules and to everything under src/routes that is no test', () => {
    expect(isRouteFile('apps/api/src/modules/catalog/owner/products-routes.ts')).toBe(true);
    expect(isRouteFile('apps/api/src/routes/public/route-helpers.ts')).toBe(true);
    expect(isRouteFile('apps/api/src/modules/catalog/products-service.ts')).toBe(false);
    expect(isRouteFile('apps/api/src/routes/owner/blog-routes.test.ts')).toBe(false);
    expect(isRouteFile('apps/editor/src/routes/blog.ts')).toBe(false);
  });
});

describe('the route files of the API', () => {
  it('all follow the rule: no route imports a repository, the database or cache code', async () => {
    const api = path.join(ROOT, 'apps/api/src');
    const files = readdirSync(api, { recursive: true, encoding: 'utf8' })
      .map((file) => `apps/api/src/${file.split(path.sep).join('/')}`)
      .filter(isRouteFile);
    // The owner and public route registrations and every module's routes: a walk gone wrong finds none.
    expect(files).toContain('apps/api/src/routes/owner/index.ts');
    expect(files.filter((f) => f.startsWith('apps/api/src/modules/')).length).toBeGreaterThan(30);
    const results = await eslint.lintFiles(files.map((file) => path.join(ROOT, file)));
    const broken = results
      .filter((r) => r.messages.some((m) => m.ruleId === 'vitrina/route-imports'))
      .map((r) => path.relative(ROOT, r.filePath));
    expect(broken).toEqual([]);
  });
});
