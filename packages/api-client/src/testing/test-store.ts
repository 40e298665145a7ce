// A real store wired like an app's, and a stubbed global fetch that records every request.
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import type { ApiClientConfig } from '@vitrina/api-client';

export function createTestStore(config: ApiClientConfig = {}) {
  return configureStore({
    reducer: { [vitrinaApi.reducerPath]: vitrinaApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: apiClientExtra(config) } }).concat(vitrinaApi.middleware),
  });
}

/** Replaces global fetch; `respond` builds the reply for each request. Returns the captured requests. */
export function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
