// The one API harness of the tests: calls of an owner, a manager or an employee of a business, each typed by
// the api-client contract the route answers with, returning `{ status, body }`.
//
//   const api = await ownerApi(server, 'manager');            // a new business and its manager
//   const page = answered(await api.get(BlogPostPage, '/blog-posts?status=all'));
//   expect(refused(await api.post(BlogPostEntry, '/blog-posts', {}), 400).fields).toEqual({ … });
//
// A path starting with `/` is below the business (`/api/client/{id}`); `request` takes any other URL. The
// answer's type comes from the contract named at the call, and the harness checks the body against that same
// contract (contract-check.ts), so a test cannot read a body as a shape the route does not send. Request
// bodies are not typed by their contract: route tests send malformed ones on purpose.
import { ErrorBody } from '@vitrina/api-client/contracts';
import { ROLE_IDS } from '@vitrina/core-model';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { UserRecord } from '../db/index.js';
import { buildClientWithSite, buildUser } from './builders.js';
import { contractMismatch } from './contract-check.js';
import type { TestServer } from './test-server.js';

/** An answer contract: a TypeBox schema of @vitrina/api-client/contracts (its `static` is its TypeScript type). */
export interface Contract {
  static: unknown;
}

/** The type of a contract's answer. */
export type AnswerOf<C extends Contract> = C['static'];

/** The contract of an answer without a body (204). */
export const NO_BODY = { type: 'null', static: null } as const;

export type ApiAnswer<A> =
  | { ok: true; status: number; body: A; /** The raw body, for failure messages. */ text: string }
  | { ok: false; status: number; body: ErrorBody; text: string };

export type OwnerRole = 'owner' | 'manager' | 'employee';

const ROLE_ID = { owner: ROLE_IDS.ADMIN, manager: ROLE_IDS.MANAGER, employee: ROLE_IDS.EMPLOYEE } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Payload = InjectOptions['payload'];

export interface ApiCaller {
  /** The business the relative paths are below. */
  clientId: number;
  user: UserRecord;
  get<C extends Contract>(answer: C, path: string): Promise<ApiAnswer<AnswerOf<C>>>;
  post<C extends Contract>(answer: C, path: string, body?: Payload): Promise<ApiAnswer<AnswerOf<C>>>;
  put<C extends Contract>(answer: C, path: string, body?: Payload): Promise<ApiAnswer<AnswerOf<C>>>;
  patch<C extends Contract>(answer: C, path: string, body?: Payload): Promise<ApiAnswer<AnswerOf<C>>>;
  delete<C extends Contract>(answer: C, path: string): Promise<ApiAnswer<AnswerOf<C>>>;
  /** A call of this user to any URL of the API (another business's, the user's own `/api/user/…`). */
  request<C extends Contract>(answer: C, call: { method: Method; url: string; body?: Payload }): Promise<ApiAnswer<AnswerOf<C>>>;
}

type Request = ApiCaller['request'];

/** Any call of `user` (signed by the server's test issuer), with `headers` on every call. */
function requestAs(server: TestServer, user: UserRecord, headers: Record<string, string>): Request {
  return async function request<C extends Contract>(
    answer: C,
    call: { method: Method; url: string; body?: Payload },
  ): Promise<ApiAnswer<AnswerOf<C>>> {
    const res = await server.app.inject({
      method: call.method,
      url: call.url,
      headers: { ...(await server.bearer(user.sub)), ...headers },
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const body: unknown = res.body === '' ? null : res.json();
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    if (ok && conforms(answer, body)) return { ok: true, status: res.statusCode, body, text: res.body };
    if (!ok && conforms(ErrorBody, body)) return { ok: false, status: res.statusCode, body, text: res.body };
    const miss = contractMismatch(ok ? answer : ErrorBody, body);
    throw new Error(
      `${call.method} ${call.url} → ${res.statusCode} answered outside its ${ok ? '' : 'error '}contract: ${miss}\n${res.body}`,
    );
  };
}

/** The calls of a user outside any business's paths (their own `/api/user/…`, a business they are invited to). */
export function userApi(server: TestServer, user: UserRecord, headers: Record<string, string> = {}): Pick<ApiCaller, 'user' | 'request'> {
  return { user, request: requestAs(server, user, headers) };
}

/** The calls of `user` on `clientId`'s paths, signed by the server's test issuer; `headers` go with every call. */
export function apiAs(server: TestServer, user: UserRecord, clientId: number, headers: Record<string, string> = {}): ApiCaller {
  const request = requestAs(server, user, headers);
  const below = (path: string) => {
    if (!path.startsWith('/')) throw new Error(`a business path starts with '/': ${path}`);
    return `/api/client/${clientId}${path}`;
  };
  return {
    clientId,
    user,
    get: (answer, path) => request(answer, { method: 'GET', url: below(path) }),
    post: (answer, path, body) => request(answer, { method: 'POST', url: below(path), body }),
    put: (answer, path, body) => request(answer, { method: 'PUT', url: below(path), body }),
    patch: (answer, path, body) => request(answer, { method: 'PATCH', url: below(path), body }),
    delete: (answer, path) => request(answer, { method: 'DELETE', url: below(path) }),
    request,
  };
}

/** True when `value` has the contract's shape: the body may then be read as the contract's type. */
function conforms<C extends Contract>(contract: C, value: unknown): value is AnswerOf<C> {
  return contractMismatch(contract, value) === null;
}

/** The calls of a new user with `role` in a business: the given one, or a new business with a site. */
export async function ownerApi(server: TestServer, role: OwnerRole, business?: { clientId: number }): Promise<ApiCaller> {
  const db = server.database.db;
  const clientId = business?.clientId ?? (await buildClientWithSite(db)).record.client.id;
  const user = await buildUser(db, { role_id: ROLE_ID[role], clientIds: [clientId] });
  return apiAs(server, user, clientId);
}

/** The body of an answer that must have `status` (200 unless said). */
export function answered<A>(answer: ApiAnswer<A>, status = 200): A {
  expect(answer.status, answer.text).toBe(status);
  if (!answer.ok) throw new Error(`expected an answer, got the refusal ${answer.text}`);
  return answer.body;
}

/** The error of an answer that must be a refusal with `status`. */
export function refused(answer: ApiAnswer<unknown>, status: number): ErrorBody['error'] {
  expect(answer.status, answer.text).toBe(status);
  if (answer.ok) throw new Error(`expected a refusal, got ${answer.text}`);
  return answer.body.error;
}
