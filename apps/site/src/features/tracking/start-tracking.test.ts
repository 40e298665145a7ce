import { decryptTrackingPayload, isTrackingUuid } from '@vitrina/core-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTracking } from './start-tracking.js';

const client = { id: 12, wurkzen_subdomain: 'bistro' };
type Reply = Response | Error;

/** Stubs fetch: `/api/ip` answers `ip`, the tracking pixel a PNG; returns the requested URLs. */
function stubFetch(
  ip: Reply = Response.json({ ip: '203.0.113.7' }),
  pixel: Reply = new Response('png', { headers: { 'content-type': 'image/png' } }),
) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const reply = url === '/api/ip' ? ip : pixel;
      if (reply instanceof Error) throw reply;
      return reply;
    }),
  );
  return calls;
}

async function sentRecord(calls: { url: string }[]) {
  const pixel = calls.find((c) => c.url.includes('/final-logo.png'));
  if (!pixel) return null;
  const url = new URL(pixel.url, 'http://bistro.localhost');
  const uuid = url.pathname.split('/')[2]!;
  expect(isTrackingUuid(uuid)).toBe(true);
  return decryptTrackingPayload(uuid, url.searchParams.get('uid')!);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'utm_params=; Max-Age=0; Path=/';
});

describe('startTracking (spec §4 Tracking, §7, §9)', () => {
  it('§9 send delay 3000 ms: nothing goes out before, then the IP lookup and the encrypted record', async () => {
    const calls = stubFetch();
    startTracking({ client, search: '?utm_source=google&gclid=G1&page=2' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.url).toBe('/api/ip');
    expect(calls[1]?.url).toMatch(/^\/api\/[0-9a-f-]{36}\/final-logo\.png\?uid=[A-Za-z0-9_-]+$/);
    expect(calls[1]?.init).toMatchObject({ keepalive: true, cache: 'no-store' });
    expect(await sentRecord(calls)).toEqual({
      client_id: 12,
      wurkzen_subdomain: 'bistro',
      ip_address: '203.0.113.7',
      user_agent: navigator.userAgent,
      utm_data: { utm_source: 'google', gclid: 'G1' },
    });
  });

  it('§9 utm_data comes from the cookie: a later page without parameters still reports the landing campaign', async () => {
    const calls = stubFetch();
    startTracking({ client, search: '?utm_campaign=spring' })();
    startTracking({ client, search: '' });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await sentRecord(calls)).toMatchObject({ utm_data: { utm_campaign: 'spring' } });
  });

  it.each([
    ['§4 both image-preview parameters present → nothing is sent', '?about_img_url=a.png&hero_img_url=b.png', 0],
    ['§4 only one image-preview parameter → sent', '?about_img_url=a.png', 2],
  ])('%s', async (_name, search, requests) => {
    const calls = stubFetch();
    startTracking({ client, search });
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(calls).toHaveLength(requests));
  });

  it('§4 the campaign cookie is kept even in an image preview', () => {
    stubFetch();
    startTracking({ client, search: '?utm_source=x&about_img_url=a&hero_img_url=b' });
    expect(document.cookie).toContain('utm_params=');
  });

  it.each([
    ['the IP lookup fails (network)', new Error('offline')],
    ['the IP lookup answers 500', new Response('oops', { status: 500 })],
    ['the IP lookup answers no JSON (a proxy page)', new Response('<html>', { status: 200 })],
  ])('§4 %s: the record still goes out, with an empty IP, silently', async (_name, ip) => {
    const calls = stubFetch(ip);
    startTracking({ client, search: '?utm_source=a' });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await sentRecord(calls)).toMatchObject({ ip_address: '', utm_data: { utm_source: 'a' } });
  });

  it('§8 "Tracking failures are silently ignored": a failing send neither throws nor rejects', async () => {
    const calls = stubFetch(undefined, new Error('blocked by an extension'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => startTracking({ client, search: '' })).not.toThrow();
      await vi.advanceTimersByTimeAsync(3000);
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      await vi.advanceTimersByTimeAsync(10);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('the returned function cancels a pending send (a page left before 3 s)', async () => {
    const calls = stubFetch();
    const stop = startTracking({ client, search: '?utm_source=a' });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
  });
});
