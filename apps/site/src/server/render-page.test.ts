// @vitest-environment node
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../routes/route-table.js';
import { BARE_TEMPLATE } from './build-info.js';
import { fillShell, serverHandler, serverRouting } from './render-page.js';

describe('the HTML shell of a page', () => {
  it('puts the language, head, app and page state where the shell marks them', () => {
    const parts = ['es', '<title>T</title>', '<main>M</main>', '<script>S</script>\n  </body>'] as const;
    expect(fillShell(BARE_TEMPLATE, parts)).toBe(
      '<!doctype html>\n<html lang="es">\n  <head>\n    <meta charset="UTF-8" />\n    <title>T</title>\n  </head>\n  <body>\n' +
        '    <div id="root"><main>M</main></div>\n  <script>S</script>\n  </body>\n</html>\n',
    );
  });

  it('takes site text literally: `$&` or a marker inside a part is not replaced again', () => {
    const page = fillShell(BARE_TEMPLATE, ['en', '<title>$& $1</title>', '<p><!--app-head--> $&</p>', '</body>']);
    expect(page).toContain('<title>$& $1</title>');
    expect(page).toContain('<div id="root"><p><!--app-head--> $&</p></div>');
  });

  it('a shell without a marker gets nothing for it (another build shell is cut again)', () => {
    expect(fillShell('<html lang="<!--app-lang-->"><body></body></html>', ['en', 'HEAD', 'APP', 'STATE</body>'])).toBe(
      '<html lang="en"><body>STATE</body></html>',
    );
  });
});

describe('the server route handlers', () => {
  const paths = [
    '/',
    '//',
    '/index.html',
    '/nope/deeper',
    '/open',
    '/open/',
    '/open/nope',
    '/Gallery',
    '/GALLERY/',
    '/gallery/admin',
    '/g%61llery',
    '/gallery%2Fx',
    '/%E0%A4%A',
    '//gallery',
    '/blog/Some-Post/',
    '/blog/a/b',
    '/commerce/order/u1/transaction/t1',
    '/commerce/order/u1/feedback',
    '/commerce/order',
    '/forms/customer/u1/appointment/a1',
    '/store/product/red-mug',
    '/store/product',
    '/services-success/7',
    ...PAGE_ROUTES.map((route) => `/${route.path.replace(/:(\w+)/g, 'x-$1')}`),
  ];

  it.each(paths)('%s matches the same routes as against the whole tree', (path) => {
    const request = new Request(`http://bistro.localhost${path}`);
    const { pathname } = new URL(request.url);
    const ids = (handler: ReturnType<typeof serverHandler>) => matchRoutes(handler.dataRoutes, { pathname })?.map((m) => m.route.id);
    expect(ids(serverHandler(request))).toEqual(ids(serverRouting().all));
  });

  it('a page is matched among the pages of its first segment only', () => {
    const home = serverHandler(new Request('http://bistro.localhost/'));
    expect(home.dataRoutes[0]?.children?.map((route) => route.id)).toEqual(['home', 'unknown']);
    expect(serverHandler(new Request('http://bistro.localhost/nope')).dataRoutes).toBe(serverRouting().all.dataRoutes);
  });
});
