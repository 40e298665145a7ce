// Sign-in failures are limited per IP across e-mails and per e-mail with a growing delay, and a stranger
// cannot slow down an owner who holds their device cookie (docs/decisions.md "Built-in identity provider:
// storage and sign-in limits").
import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store.js';
import { createDeviceCookies, deviceCookieHeader, readCookie } from './device-cookie.js';
import { backOffDelay, createLoginLimiter, type LoginAttempt } from './login-rate-limit.js';

function setUp() {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const limiter = createLoginLimiter({ now, counters: createMemoryCounterStore({ now }) });
  const failTimes = async (n: number, attempt: (i: number) => LoginAttempt) => {
    for (let i = 0; i < n; i += 1) await limiter.recordFailure(attempt(i));
  };
  return { clock, limiter, failTimes };
}

const stranger = (email: string, ip = '203.0.113.9'): LoginAttempt => ({ email, ip, device: null });

describe('sign-in limits (login-rate-limit.ts)', () => {
  it('limits one IP trying many e-mails, with a delay that grows, and not other IPs', async () => {
    const { limiter, failTimes, clock } = setUp();
    await failTimes(20, (i) => stranger(`person${i}@example.test`));
    expect(await limiter.retryAfter(stranger('someone-new@example.test'))).toBe(0);
    await limiter.recordFailure(stranger('person20@example.test'));
    expect(await limiter.retryAfter(stranger('someone-new@example.test'))).toBe(1_000);
    expect(await limiter.retryAfter(stranger('someone-new@example.test', '198.51.100.7'))).toBe(0);
    clock.now += 1_000;
    await limiter.recordFailure(stranger('person21@example.test'));
    expect(await limiter.retryAfter(stranger('someone-new@example.test'))).toBe(2_000);
  });

  it('slows an e-mail down from any IP with a delay that doubles up to 60 s, never a lock', async () => {
    const { limiter, clock } = setUp();
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const attempt = stranger('owner@bistro.test', `10.0.0.${i}`);
      clock.now += await limiter.retryAfter(attempt);
      await limiter.recordFailure(attempt);
      waits.push(await limiter.retryAfter(stranger('owner@bistro.test', '10.9.9.9')));
    }
    expect(waits).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    clock.now += 60_000;
    expect(await limiter.retryAfter(stranger('owner@bistro.test'))).toBe(0);
  });

  it('does not stop the owner presenting their device cookie, whatever strangers did to the e-mail or the IP', async () => {
    const { limiter, failTimes, clock } = setUp();
    const officeIp = '192.0.2.10';
    await failTimes(10, () => stranger('owner@bistro.test', '198.51.100.7'));
    await failTimes(30, (i) => stranger(`x${i}@example.test`, officeIp));
    expect(await limiter.retryAfter(stranger('owner@bistro.test', officeIp))).toBeGreaterThan(0);
    const owner: LoginAttempt = { email: 'owner@bistro.test', ip: officeIp, device: 'device-1' };
    expect(await limiter.retryAfter(owner)).toBe(0);
    // The owner's own mistakes count against the device only, with the same back-off.
    await failTimes(3, () => owner);
    expect(await limiter.retryAfter(owner)).toBe(0);
    await limiter.recordFailure(owner);
    expect(await limiter.retryAfter(owner)).toBe(1_000);
    clock.now += 1_000;
    expect(await limiter.retryAfter(owner)).toBe(0);
  });

  it("resets the e-mail's counter on a success (the IP's stays)", async () => {
    const { limiter, failTimes, clock } = setUp();
    await failTimes(5, () => stranger('owner@bistro.test'));
    const wait = await limiter.retryAfter(stranger('owner@bistro.test'));
    expect(wait).toBe(2_000);
    clock.now += wait;
    await limiter.recordSuccess(stranger('owner@bistro.test'));
    await failTimes(3, () => stranger('owner@bistro.test'));
    expect(await limiter.retryAfter(stranger('owner@bistro.test'))).toBe(0);
  });

  it('forgets failures when their window (15 min from the first) ends', async () => {
    const { limiter, failTimes, clock } = setUp();
    await failTimes(4, () => stranger('owner@bistro.test'));
    clock.now += 15 * 60_000;
    await limiter.recordFailure(stranger('owner@bistro.test'));
    expect(await limiter.retryAfter(stranger('owner@bistro.test'))).toBe(0);
  });

  it.each([
    [3, 0],
    [4, 1_000],
    [7, 8_000],
    [40, 60_000],
    [1_000, 60_000],
  ])('backOffDelay after failure %i is %i ms (3 free, 1 s doubling, 60 s cap)', (count, ms) => {
    expect(backOffDelay(count, { free: 3, baseMs: 1_000, maxMs: 60_000 })).toBe(ms);
  });
});

describe('device cookie (device-cookie.ts)', () => {
  const devices = createDeviceCookies(['k'.repeat(43)]);

  it('is valid for the e-mail it was issued for only, and keeps its device id', () => {
    const value = devices.issue('Owner@Bistro.test');
    const id = devices.verify(value, ' owner@bistro.test');
    expect(id).toEqual(expect.any(String));
    expect(devices.verify(value, 'other@bistro.test')).toBeNull();
    expect(devices.verify(devices.issue('owner@bistro.test', id ?? ''), 'owner@bistro.test')).toBe(id);
  });

  it('cannot be forged or tampered with, and survives a key rotation', () => {
    const value = devices.issue('owner@bistro.test');
    const [id = '', mac = ''] = value.split('.');
    expect(devices.verify(`${id}x.${mac}`, 'owner@bistro.test')).toBeNull();
    expect(devices.verify(createDeviceCookies(['z'.repeat(43)]).issue('owner@bistro.test', id), 'owner@bistro.test')).toBeNull();
    expect(devices.verify('garbage', 'owner@bistro.test')).toBeNull();
    expect(devices.verify(undefined, 'owner@bistro.test')).toBeNull();
    expect(createDeviceCookies(['n'.repeat(43), 'k'.repeat(43)]).verify(value, 'owner@bistro.test')).toBe(id);
  });

  it('is HttpOnly, scoped to the sign-in form, Secure on https, and read back from a Cookie header', () => {
    expect(deviceCookieHeader('v.m', { path: '/oidc/interaction', secure: true })).toBe(
      'vitrina_device=v.m; Path=/oidc/interaction; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(readCookie('a=1; vitrina_device=v.m; b=2', 'vitrina_device')).toBe('v.m');
    expect(readCookie(undefined, 'vitrina_device')).toBeUndefined();
  });
});

describe('memory counter store (counter-store.ts)', () => {
  it('counts within a window that starts at the first hit, then starts again', async () => {
    let now = 0;
    const store = createMemoryCounterStore({ now: () => now });
    expect(await store.get('k')).toEqual({ count: 0, resetAt: 0 });
    expect(await store.hit('k', 1_000)).toEqual({ count: 1, resetAt: 1_000 });
    now = 500;
    expect(await store.hit('k', 1_000)).toEqual({ count: 2, resetAt: 1_000 });
    expect(await store.get('k')).toEqual({ count: 2, resetAt: 1_000 });
    now = 1_000;
    expect(await store.get('k')).toEqual({ count: 0, resetAt: 0 });
    expect(await store.hit('k', 1_000)).toEqual({ count: 1, resetAt: 2_000 });
    await store.reset('k');
    expect((await store.get('k')).count).toBe(0);
  });

  it('keeps at most maxKeys, dropping expired and then the oldest', async () => {
    let now = 0;
    const store = createMemoryCounterStore({ now: () => now, maxKeys: 2 });
    await store.hit('short', 10);
    await store.hit('a', 1_000);
    now = 20;
    await store.hit('b', 1_000);
    expect((await store.get('a')).count).toBe(1);
    await store.hit('c', 1_000);
    expect((await store.get('a')).count).toBe(0);
    expect((await store.get('b')).count).toBe(1);
    expect((await store.get('c')).count).toBe(1);
  });
});
