import { describe, expect, it } from 'vitest';
import { bookingCookieHeader, bookingVisitor, holdAddressOf, holdOwnerOf } from './booking-visitor.js';

describe('the booking visitor (issue 25)', () => {
  it('keeps a well-formed cookie and makes a new visitor otherwise', () => {
    const fresh = bookingVisitor(undefined);
    expect(fresh.isNew).toBe(true);
    expect(bookingVisitor(`a=b; vitrina_booking=${fresh.id}`)).toEqual({ id: fresh.id, isNew: false });
    for (const bad of ['vitrina_booking=short', 'vitrina_booking=', `vitrina_booking=${fresh.id}x`, 'vitrina_booking=a;b']) {
      expect(bookingVisitor(bad).isNew).toBe(true);
    }
  });

  it('the cookie is httpOnly, Lax, sent to the API only, Secure on https', () => {
    expect(bookingCookieHeader('v', { secure: false })).toBe('vitrina_booking=v; Path=/api/; HttpOnly; SameSite=Lax');
    expect(bookingCookieHeader('v', { secure: true })).toMatch(/; Secure$/);
  });

  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:8000::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['FE80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, address) => {
    expect(holdAddressOf(ip)).toBe(address);
  });

  it('one IPv6 /64 is one address; the hashes name neither the cookie nor the address', () => {
    const a = holdOwnerOf('visitor', '2001:db8:1:2::a');
    const b = holdOwnerOf('other', '2001:db8:1:2:ffff::b');
    expect(a.addressHash).toBe(b.addressHash);
    expect(a.sessionHash).not.toBe(b.sessionHash);
    expect(holdOwnerOf('visitor', '2001:db8:1:3::a').addressHash).not.toBe(a.addressHash);
    expect(JSON.stringify(a)).not.toMatch(/visitor|2001/);
  });
});
