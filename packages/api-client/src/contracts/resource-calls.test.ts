import { describe, expect, expectTypeOf, it } from 'vitest';
import { resourceCalls } from './call.js';
import type { Call } from './call.js';

describe('resourceCalls', () => {
  const calls = resourceCalls<{ list: { query: { q?: string }; answer: string[] }; entry: string; input: { name: string } }>()(
    '/api/client/:id/things',
    'thingId',
    ['list', 'get', 'create', 'replace', 'erase'],
  );

  it('makes only the calls named, on the list path and the item path', () => {
    expect(calls).toEqual({
      list: { method: 'GET', path: '/api/client/:id/things' },
      get: { method: 'GET', path: '/api/client/:id/things/:thingId' },
      create: { method: 'POST', path: '/api/client/:id/things' },
      replace: { method: 'PUT', path: '/api/client/:id/things/:thingId' },
      erase: { method: 'DELETE', path: '/api/client/:id/things/:thingId' },
    });
  });

  it('types each call as call() would, with its path', () => {
    expectTypeOf(calls.replace).toEqualTypeOf<Call<'/api/client/:id/things/:thingId', { body: { name: string }; answer: string }>>();
    expectTypeOf(calls.list).toEqualTypeOf<Call<'/api/client/:id/things', { query: { q?: string }; answer: string[] }>>();
    expectTypeOf(calls).not.toHaveProperty('remove');
  });
});
