import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { describe, expect, it } from 'vitest';
import { joinUrls, readOnceQuery } from './read-once-query.js';
import type { RawBaseQuery } from './read-once-query.js';

const BASE = 'http://in-process/api';

function api(signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    abort: () => {},
    dispatch: () => {},
    getState: () => ({}),
    extra: {},
    endpoint: 'e',
    type: 'query',
  } as unknown as BaseQueryApi;
}

type Reply = () => Response | Promise<Response>;

/** What a call sends and answers: the request as the server sees it, the data or error, and meta's status. */
async function run(make: (fetchFn: typeof fetch) => RawBaseQuery, args: string | FetchArgs, reply: Reply) {
  const sent: { url: string; method: string; headers: [string, string][]; body: string; cache: string }[] = [];
  const fetchFn = (async (input: Request) => {
    sent.push({
      url: input.url,
      method: input.method,
      headers: [...input.headers].map(([name, value]) => [name, value.replace(/boundary=.*/, 'boundary=…')]),
      body: (await input.clone().text()).replace(/formdata-undici-\d+/g, 'formdata-…'),
      cache: input.cache,
    });
    return reply();
  }) as unknown as typeof fetch;
  const result = await make(fetchFn)(args, api(), {});
  return { sent, data: result.data, error: result.error, status: result.meta?.response?.status, requestUrl: result.meta?.request.url };
}

const answer =
  (body: string | null, status = 200, type: string | null = 'application/json; charset=utf-8'): Reply =>
  () =>
    new Response(body, { status, headers: type ? { 'content-type': type } : {} });

const cases: [string, string | FetchArgs, Reply][] = [
  ['a JSON answer', 'client/1/products', answer('{"products":[{"id":1,"name":"Café"}]}')],
  ['query parameters, undefined ones left out', { url: 'client/1/products', params: { featured: 'true', q: undefined } }, answer('[]')],
  ['parameters after a query already in the URL', { url: '/client/1/products?a=1', params: { b: 2 } }, answer('[]')],
  ['an empty body', 'x', answer('', 200)],
  ['no content', 'x', answer(null, 204, null)],
  ['a 404 with a JSON error', 'client/1/products/none', answer('{"error":"not_found"}', 404)],
  ['a 500 that is not JSON', 'x', answer('<html>oops</html>', 500, 'text/html')],
  ['a 200 that is not JSON', 'x', answer('not json', 200, 'text/plain')],
  ['a text handler', { url: 'x', responseHandler: 'text' }, answer('plain', 200, 'text/plain')],
  ['a content-type handler on JSON', { url: 'x', responseHandler: 'content-type' }, answer('{"a":1}')],
  ['a content-type handler on text', { url: 'x', responseHandler: 'content-type' }, answer('{"a":1}', 200, 'text/plain')],
  ['a JSON body', { url: 'cart/check', method: 'POST', body: { lines: [{ id: 1, qty: 2 }] } }, answer('{"ok":true}')],
  ['an array body', { url: 'x', method: 'PUT', body: [1, 2] }, answer('{}')],
  ['a string body', { url: 'x', method: 'POST', body: 'raw', headers: { 'content-type': 'text/plain' } }, answer('{}')],
  [
    'a JSON body with its own content type',
    { url: 'x', method: 'POST', body: { a: 1 }, headers: { 'content-type': 'text/plain' } },
    answer('{}'),
  ],
  ['headers given, undefined ones left out', { url: 'x', headers: { 'x-a': '1', 'x-b': undefined } }, answer('{}')],
  ['headers as Headers', { url: 'x', headers: new Headers({ authorization: 'Bearer t', accept: 'text/csv' }) }, answer('{}')],
  ['an absolute URL', 'http://elsewhere/thing', answer('{}')],
  ['a URL that is only a query', '?a=1', answer('{}')],
  ['a FormData body (handed to fetchBaseQuery)', { url: 'x', method: 'POST', body: new FormData() }, answer('{}')],
];

describe('readOnceQuery answers as fetchBaseQuery does', () => {
  it.each(cases)('%s', async (_name, args, reply) => {
    const expected = await run((fetchFn) => fetchBaseQuery({ baseUrl: BASE, fetchFn, cache: 'no-store' }) as RawBaseQuery, args, reply);
    let fellBack = false;
    const actual = await run(
      (fetchFn) =>
        readOnceQuery({ baseUrl: BASE, fetchFn, cache: 'no-store' }, () => {
          fellBack = true;
          return fetchBaseQuery({ baseUrl: BASE, fetchFn, cache: 'no-store' }) as RawBaseQuery;
        }),
      args,
      reply,
    );
    expect(actual).toEqual(expected);
    // Only bodies it does not send itself go to fetchBaseQuery.
    expect(fellBack).toBe(typeof args === 'object' && args.body instanceof FormData);
  });

  it('a fetch that fails is a FETCH_ERROR, as fetchBaseQuery answers it', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const query = readOnceQuery({ baseUrl: BASE, fetchFn: failing }, () => {
      throw new Error('not used');
    });
    const expected = await (fetchBaseQuery({ baseUrl: BASE, fetchFn: failing }) as RawBaseQuery)('x', api(), {});
    const actual = await query('x', api(), {});
    expect(actual.error).toEqual(expected.error);
    expect(actual.error).toEqual({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' });
  });

  it('reads the answer once and keeps the request it sent in meta', async () => {
    let sent: Request | undefined;
    const response = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    const fetchFn = (async (request: Request) => ((sent = request), response)) as unknown as typeof fetch;
    const query = readOnceQuery({ baseUrl: BASE, fetchFn }, () => {
      throw new Error('not used');
    });
    const result = await query('x', api(), {});
    expect(result.data).toEqual({ a: 1 });
    expect(result.meta?.request).toBe(sent);
    expect(result.meta?.response).toBe(response);
  });
});

describe('readOnceQuery with reuseByEtag (a server reading the same published document on every page)', () => {
  const json = (body: string, etag: string | null) =>
    new Response(body, { headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) } });
  const serving = (answers: Response[]) => {
    let reads = 0;
    const fetchFn = (async () => {
      const res = answers[Math.min(reads, answers.length - 1)] as Response;
      reads += 1;
      return res;
    }) as unknown as typeof fetch;
    return { fetchFn, reads: () => reads };
  };
  const query = (fetchFn: typeof fetch) =>
    readOnceQuery({ baseUrl: BASE, fetchFn, reuseByEtag: true }, () => {
      throw new Error('not used');
    });

  it('gives the same frozen data again while the strong ETag is the same, and new data when it changes', async () => {
    const served = serving([json('{"v":1,"list":[1]}', '"a"'), json('{"v":1,"list":[1]}', '"a"'), json('{"v":2}', '"b"')]);
    const first = await query(served.fetchFn)('site.json', api(), {});
    const second = await query(served.fetchFn)('site.json', api(), {});
    expect(first.data).toEqual({ v: 1, list: [1] });
    expect(second.data).toBe(first.data);
    expect(Object.isFrozen((first.data as { list: number[] }).list)).toBe(true);
    expect((await query(served.fetchFn)('site.json', api(), {})).data).toEqual({ v: 2 });
    expect(served.reads()).toBe(3);
  });

  it('reads every answer without an ETag, with a weak one, or of another URL', async () => {
    for (const etag of [null, 'W/"a"']) {
      const served = serving([json('{"v":1}', etag), json('{"v":1}', etag)]);
      const first = await query(served.fetchFn)('x', api(), {});
      const second = await query(served.fetchFn)('x', api(), {});
      expect(second.data).toEqual(first.data);
      expect(second.data).not.toBe(first.data);
    }
    const served = serving([json('{"v":1}', '"c"'), json('{"v":1}', '"c"')]);
    const one = await query(served.fetchFn)('one', api(), {});
    expect((await query(served.fetchFn)('two', api(), {})).data).not.toBe(one.data);
  });

  it('asks with If-None-Match for a kept URL only: a 304 gives the kept data, a 200 of another ETag the new one', async () => {
    const asked: (string | null)[] = [];
    const replies = [
      () => json('{"v":1}', '"e"'),
      () => new Response(null, { status: 304, headers: { etag: '"e"' } }),
      () => json('{"v":2}', '"f"'),
      () => new Response(null, { status: 304, headers: { etag: '"f"' } }),
    ];
    const fetchFn = (async (request: Request) => {
      asked.push(request.headers.get('if-none-match'));
      return (replies[asked.length - 1] as () => Response)();
    }) as unknown as typeof fetch;
    const first = await query(fetchFn)('kept.json', api(), {});
    const second = await query(fetchFn)('kept.json', api(), {});
    expect(second).toMatchObject({ data: { v: 1 } });
    expect(second.data).toBe(first.data);
    const third = await query(fetchFn)('kept.json', api(), {});
    expect(third.data).toEqual({ v: 2 });
    expect((await query(fetchFn)('kept.json', api(), {})).data).toBe(third.data);
    expect(asked).toEqual([null, '"e"', '"e"', '"f"']);
  });

  it('sends no If-None-Match for a URL it keeps nothing of, nor when reuse is off; a 304 it did not ask for is an error', async () => {
    const asked: (string | null)[] = [];
    const fetchFn = (async (request: Request) => {
      asked.push(request.headers.get('if-none-match'));
      return asked.length === 1 ? json('{"v":1}', null) : new Response(null, { status: 304 });
    }) as unknown as typeof fetch;
    await query(fetchFn)('no-etag.json', api(), {});
    expect((await query(fetchFn)('no-etag.json', api(), {})).error).toEqual({ status: 304, data: null });
    const plain = readOnceQuery({ baseUrl: BASE, fetchFn }, () => {
      throw new Error('not used');
    });
    await plain('kept.json', api(), {});
    expect(asked).toEqual([null, null, null]);
  });

  it('keeps no answer of more than a tenth of its text budget (3.2 MB): such a URL is read again in full', async () => {
    const big = JSON.stringify({ list: 'x'.repeat(3_400_000) });
    const asked: (string | null)[] = [];
    const fetchFn = (async (request: Request) => {
      asked.push(request.headers.get('if-none-match'));
      return json(big, '"big"');
    }) as unknown as typeof fetch;
    const first = await query(fetchFn)('big.json', api(), {});
    const second = await query(fetchFn)('big.json', api(), {});
    expect(second.data).toEqual(first.data);
    expect(second.data).not.toBe(first.data);
    expect(asked).toEqual([null, null]);
  });

  it('is off by default: each answer is read and parsed', async () => {
    const served = serving([json('{"v":1}', '"d"'), json('{"v":1}', '"d"')]);
    const plain = (fetchFn: typeof fetch) =>
      readOnceQuery({ baseUrl: BASE, fetchFn }, () => fetchBaseQuery({ baseUrl: BASE }) as RawBaseQuery);
    const first = await plain(served.fetchFn)('x', api(), {});
    expect((await plain(served.fetchFn)('x', api(), {})).data).not.toBe(first.data);
    expect(Object.isFrozen(first.data)).toBe(false);
  });
});

describe('joinUrls (fetchBaseQuery’s)', () => {
  it.each([
    ['http://h/api', 'client/1', 'http://h/api/client/1'],
    ['http://h/api/', '/client/1', 'http://h/api/client/1'],
    ['http://h/api', '?a=1', 'http://h/api?a=1'],
    ['http://h/api/', '?a=1', 'http://h/api/?a=1'],
    ['http://h/api', '//cdn/x', '//cdn/x'],
    ['', 'x', 'x'],
    ['http://h/api', '', 'http://h/api'],
  ])('%s + %s → %s', (base, url, joined) => {
    expect(joinUrls(base, url)).toBe(joined);
  });
});
