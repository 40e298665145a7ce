import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.js';

const handler = createStaticHandler(routes);

describe('site route tree', () => {
  it('§2: any unknown path redirects to /not-found', async () => {
    const result = await handler.query(new Request('http://bistro.localhost/no/such/page'));
    expect(result).toBeInstanceOf(Response);
    const res = result as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/not-found');
  });

  it('renders / and /not-found without redirecting', async () => {
    for (const path of ['/', '/not-found']) {
      const result = await handler.query(new Request(`http://bistro.localhost${path}`));
      expect(result).not.toBeInstanceOf(Response);
    }
  });
});
