// Spec §2 previews are shown only where they belong (preview-scope.ts): a stranger's wizard texts or
// another business's site never render under a business's address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildClient } from '../testing/builders.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { isProviderAuthority } from './preview-scope.js';

describe('isProviderAuthority', () => {
  it('is the site domain itself, with or without www., a port or a trailing dot', () => {
    for (const authority of ['localhost', 'localhost:8080', 'www.localhost:8080', 'localhost.']) {
      expect(isProviderAuthority(authority, 'localhost')).toBe(true);
    }
    for (const authority of ['bistro.localhost:8080', 'localhost.example.com', 'evil-localhost', '127.0.0.1:8080']) {
      expect(isProviderAuthority(authority, 'localhost')).toBe(false);
    }
  });
});

describe.each(testDatabases())('%s: where a preview renders (spec §2, §8)', (kind) => {
  const rendered: string[] = [];
  const site = {
    render: async (request: Request) => {
      const url = new URL(request.url);
      rendered.push(`${url.host}${url.pathname}${url.search}`);
      return new Response('<!doctype html><title>page</title>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
  let t: TestServer;
  let a: number;
  let b: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { site });
    a = (await buildClient(t.database.db, { wurkzen_subdomain: 'alpha', custom_domain: 'alpha-shop.test' })).client.id;
    b = (await buildClient(t.database.db, { wurkzen_subdomain: 'beta' })).client.id;
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    rendered.length = 0;
    t.app.ctx.pages.clear();
  });

  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });
  const expectBackHome = async (url: string, host: string) => {
    const res = await get(url, host);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(rendered).toEqual([]);
  };
  const expectRendered = async (url: string, host: string) => {
    const res = await get(url, host);
    expect(res.statusCode).toBe(200);
    expect(rendered).toHaveLength(1);
  };

  it('the provider’s own host shows every preview: the sign-up wizard and the template showcase run there', async () => {
    await expectRendered('/?wizard_session_id=w-1&template_id=4', 'localhost:8080');
    rendered.length = 0;
    await expectRendered('/?builder_id=showcase&template_id=9', 'www.localhost');
    rendered.length = 0;
    await expectRendered(`/?client_id=${b}&template_id=9`, 'localhost');
  });

  it('a wizard session, which anyone can fill with any text, never renders under a business’s address', async () => {
    await expectBackHome('/?wizard_session_id=w-1&template_id=4', 'alpha.localhost');
    await expectBackHome('/about?template_id=4&wizard_session_id=w-1', 'alpha-shop.test');
  });

  it('a business’s host shows its own client preview, never another business’s site', async () => {
    await expectRendered(`/?client_id=${a}&template_id=9`, 'alpha.localhost');
    rendered.length = 0;
    await expectRendered(`/?client_id=${a}&template_id=9`, 'www.alpha-shop.test');
    rendered.length = 0;
    await expectBackHome(`/?client_id=${b}&template_id=9`, 'alpha.localhost');
    await expectBackHome(`/?client_id=0${a}&template_id=9`, 'alpha.localhost');
    // A repeated parameter cannot slip another id past the check.
    await expectBackHome(`/?client_id=${a}&client_id=${b}&template_id=9`, 'alpha.localhost');
  });

  it('a business’s host shows the builder sessions its own back office made, and no other', async () => {
    await expectRendered(`/?builder_id=client-${a}-xyz&template_id=9`, 'alpha.localhost');
    rendered.length = 0;
    await expectBackHome(`/?builder_id=client-${b}-xyz&template_id=9`, 'alpha.localhost');
    await expectBackHome('/?builder_id=showcase&template_id=9', 'alpha.localhost');
    // `client-1-…` is not client 12's, nor the other way round.
    await expectBackHome(`/?builder_id=client-${a}${a}-xyz&template_id=9`, 'alpha.localhost');
  });

  it('a host that belongs to no business shows no preview', async () => {
    await expectBackHome(`/?client_id=${a}&template_id=9`, 'nobody.localhost');
  });

  it('without a template id there is no preview: the host’s own page renders', async () => {
    await expectRendered(`/?client_id=${b}`, 'alpha.localhost');
  });
});
