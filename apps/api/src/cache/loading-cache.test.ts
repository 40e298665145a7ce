import { describe, expect, it } from 'vitest';
import { LoadingCache } from './loading-cache.js';

describe('LoadingCache bounded in weight (the page cache is bounded in bytes)', () => {
  const bytes = (v: string) => v.length;

  it('drops the least recently used entries until the summed weight fits', () => {
    const cache = new LoadingCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: bytes });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.peek('a')).toBe('xxxx'); // a is now more recent than b
    cache.set('c', 'xxxx');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('xxxx');
    expect(cache.peek('c')).toBe('xxxx');
    expect(cache.weight).toBe(8);
  });

  it('never keeps a value heavier than the whole cache, and forgets weight on delete, expiry and clear', () => {
    let t = 0;
    const cache = new LoadingCache<string, string>({ maxWeight: 10, weigh: bytes, ttlMs: 5, now: () => t });
    cache.set('huge', 'x'.repeat(11));
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.weight).toBe(0);
    cache.set('a', 'xxx');
    cache.set('b', 'xx');
    cache.delete('a');
    expect(cache.weight).toBe(2);
    t = 10;
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.weight).toBe(0);
    cache.set('c', 'x');
    cache.clear();
    expect(cache.weight).toBe(0);
  });

  it('weighs a value again after it grew, keeping its age, and makes room for it', () => {
    let t = 0;
    const cache = new LoadingCache<string, { text: string }>({ maxWeight: 10, weigh: (v) => v.text.length, ttlMs: 5, now: () => t });
    const a = { text: 'xxx' };
    cache.set('a', a);
    cache.set('b', { text: 'xxx' });
    expect(cache.peek('a')).toBe(a); // now the most recently used
    a.text = 'xxxxxxxx';
    cache.reweigh('b');
    expect(cache.weight).toBe(6);
    cache.reweigh('a');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.weight).toBe(8);
    t = 5;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('replacing a value counts its new weight only', () => {
    const cache = new LoadingCache<string, string>({ maxWeight: 10, weigh: bytes });
    cache.set('a', 'xxxxxx');
    cache.set('a', 'xx');
    expect(cache.weight).toBe(2);
  });
});

describe('LoadingCache.sweep (a node’s timer drops what expired: idle tenants’ pages do not wait to be pushed out)', () => {
  it('drops exactly the entries past their time to live, with their weight, and answers how many', () => {
    let t = 0;
    const cache = new LoadingCache<string, string>({ ttlMs: 10, now: () => t, weigh: (v) => v.length, maxWeight: 100 });
    cache.set('old', 'xxxx');
    t = 6;
    cache.set('new', 'xx');
    t = 10;
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(2);
    expect(cache.peek('new')).toBe('xx');
    t = 16;
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });
});
