// One contract per call (docs/decisions.md): every JSON call of the API takes its request and answer
// schemas from @vitrina/api-client/contracts, so the OpenAPI document shows a schema for each of them, and
// the calls moved to contracts still answer the same bytes. The chat bodies stay judged by validation's
// yup schemas (the widget's own), whose values the contracts must name field for field.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_CALLS,
  AssetVersions,
  ChatMessageBody,
  ChatMessagesQuery,
  ClientCountry,
  HealthStatus,
  RemoteData,
  RemoteIp,
  StartChatBody,
  UploadedFile,
} from '@vitrina/api-client/contracts';
import type { ChatMessageValues, ChatVisitorValues } from '@vitrina/validation';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { buildClient } from '../testing/builders.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string; schema: unknown }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Answers without a body, and why. */
const NO_ANSWER_BODY: Record<string, string> = {
  'DELETE /api/client/{id}/gallery/{imageId}': '204: the image is gone',
  'DELETE /api/client/{id}/team/{userId}': '204: the access is gone',
  'DELETE /api/client/{id}/team/invites/{email}': '204: the invitation is withdrawn',
  'DELETE /api/user/uid/{provider}/{id}/invites/{inviteId}': '204: the invitation is declined',
  'POST /api/user/uid/{provider}/{id}/email-confirmation': '204: a new confirmation link is mailed (or none was needed)',
  'DELETE /api/client/{id}/blog-posts/{postId}': '204: the post is gone',
  'DELETE /api/client/{id}/owner-products/{productId}': '204: the product is gone (past orders keep their lines)',
  'DELETE /api/client/{id}/owner-service-areas/{areaId}': '204: the service area is gone',
};
/** Writes without a JSON body, and why. */
const NO_JSON_BODY: Record<string, string> = {
  'POST /api/user/uid/{provider}/{id}/invites/{inviteId}/accept': 'the path names everything (the caller’s own invite)',
  'POST /api/client/{id}/uploads': 'multipart/form-data with one file part, read by the route (its limit depends on the kind)',
  'POST /api/client/{id}/forms/customer/{uuid}/form/{formUuid}/uploads': 'the raw file as the body (its type judged by its bytes)',
  'POST /api/client/{id}/backups/{version}/restore': 'the path names everything',
  'POST /api/client/{id}/blog-posts/{postId}/publish': 'the path names everything',
  'POST /api/client/{id}/blog-posts/{postId}/unpublish': 'the path names everything',
  'POST /api/client/{id}/owner-orders/{orderId}/cancel': 'the path and the Idempotency-Key header name everything',
  'POST /api/client/{id}/owner-orders/{orderId}/subscription/cancel': 'the path names everything',
  'POST /api/client/{id}/owner-appointments/{appointmentId}/cancel': 'the path names everything',
  'POST /api/client/{id}/my-booking/{key}/cancel': 'the path names everything (the key is the customer’s link)',
  'POST /api/client/{id}/customers/{customerId}/portal-link': 'the path names everything (the customer to mail)',
  'POST /api/client/{id}/customers/{customerId}/portal-link/reset': 'the path names everything (the customer to mail)',
  'POST /api/client/{id}/subscriptions/{uuid}/cancel': 'the path names everything (the uuid is the customer’s link)',
  'POST /api/client/{id}/orders/{uuid}/approve': 'the path names everything (the uuid is the customer’s link)',
  'POST /api/client/{id}/owner-quotes/{quoteId}/void': 'the path names everything',
  'POST /api/client/{id}/owner-quotes/{quoteId}/send': 'the path names everything (the request priced before)',
  'POST /api/client/{id}/builder-session': 'the path names everything (the session is made from the draft)',
  'POST /api/user/uid/{provider}/{id}/email-confirmation': 'the path names everything (the caller’s own address)',
  'POST /api/client/{id}/team/{userId}/invitation': 'the path names everything (a new link for that member)',
  'POST /api/client/{id}/mail/{mailId}/resend': 'the path names everything (a copy of that message)',
  'POST /api/client/{id}/customers/{customerId}/merges/{otherId}': 'the path names everything (keep customerId, remove otherId)',
  'POST /api/client/{id}/customer-merges/{mergeId}/undo': 'the path names everything (the merge’s handle)',
  'POST /api/payments/stripe/webhook': 'Stripe’s signed event, read as its raw bytes (the signature covers them)',
};

/** A contract as the route hands it to Fastify: plain JSON. */
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

/**
 * The object structure of a schema: its type, required fields and fields, nested. (The OpenAPI document
 * words a few keywords its own way: `const` as a one-value `enum`, a record as `additionalProperties`.)
 */
function shape(schema: unknown): unknown {
  const { type, required, properties } = (schema ?? {}) as { type?: unknown; required?: unknown; properties?: Record<string, unknown> };
  return {
    type,
    required,
    properties: properties && Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shape(value)])),
  };
}

describe('route contracts', () => {
  let t: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    // With Stripe configured, so the routes only the stripe gateway serves (its webhook) are in the document too.
    t = await createTestServer('pglite', { env: { STRIPE_SECRET_KEY: 'sk_test_contracts', STRIPE_WEBHOOK_SECRET: 'whsec_contracts' } });
    doc = (await t.app.inject('/api/docs/openapi.json')).json();
  }, 60_000);
  afterAll(() => t?.close());

  const operations = () =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const));
  const operation = (name: string) => operations().find(([key]) => key === name)?.[1];
  const answer = (name: string, status: string) => operation(name)?.responses[status]?.content?.['application/json']?.schema;
  const body = (name: string) => operation(name)?.requestBody?.content['application/json']?.schema;

  it('the API serves exactly the calls of the table (contracts/calls): no route without a call, no call without a route', () => {
    const served: string[] = [...operations().map(([name]) => name), 'GET /api/docs/openapi.json']; // the document hides itself
    const declared = Object.entries(ALL_CALLS).flatMap(([group, calls]) =>
      Object.entries(calls).map(([name, c]) => ({ call: `${group}.${name}`, name: `${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}` })),
    );
    const names: string[] = declared.map((d) => d.name);
    expect(
      served.filter((name) => !names.includes(name)),
      'routes with no call',
    ).toEqual([]);
    expect(
      declared.filter((d) => !served.includes(d.name)).map((d) => d.call),
      'calls no route serves',
    ).toEqual([]);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      'calls declared twice',
    ).toEqual([]);
  });

  it('no API source writes an /api path of its own: routes take it from their call', () => {
    const root = join(import.meta.dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'seed' ? [] : files(path);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
      });
    const written = files(root).filter((path) => /['"`]\/api\/[a-z{:]/.test(readFileSync(path, 'utf8')));
    expect(written.map((path) => path.slice(root.length + 1))).toEqual([]);
  });

  it('every /api call documents its answer and, when it takes JSON, its body (no call without a contract)', () => {
    expect(operations().length).toBeGreaterThan(25);
    for (const [name, op] of operations()) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, name).toBe(1);
      const [status, response] = success[0]!;
      if (NO_ANSWER_BODY[name]) expect(status, name).toBe('204');
      else expect(response.content, `${name} declares no answer schema`).toBeDefined();
      if (/^(POST|PUT|PATCH) /.test(name) && !NO_JSON_BODY[name]) expect(op.requestBody?.content['application/json'], name).toBeDefined();
    }
  });

  it.each([
    ['POST /api/client/{id}/chat/conversations', StartChatBody],
    ['POST /api/client/{id}/chat/conversations/{cid}/messages', ChatMessageBody],
    ['POST /api/client/{id}/chat/conversations/{cid}/replies', ChatMessageBody],
  ])('%s: the body is the contract’s', (name, contract) => {
    expect(body(name)).toEqual(plain(contract));
  });

  it.each([
    ['GET /api/ip', '200', RemoteIp],
    ['GET /api/user/remotedata', '200', RemoteData],
    ['GET /api/client/{id}/mobile/country', '200', ClientCountry],
    ['GET /api/assets/version', '200', AssetVersions],
    ['GET /api/healthz', '200', HealthStatus],
    ['POST /api/client/{id}/uploads', '201', UploadedFile],
  ])('%s: the %s answer is the contract’s', (name, status, contract) => {
    expect(shape(answer(name, status))).toEqual(shape(plain(contract)));
  });

  it('the chat poll, the upload and the tracking image document their query, header and image', () => {
    const poll = operation('GET /api/client/{id}/chat/conversations/{cid}/messages')!;
    const { type, pattern } = ChatMessagesQuery.properties.after;
    expect(poll.parameters?.find((p) => p.in === 'query' && p.name === 'after')?.schema).toEqual({ type, pattern });
    expect(poll.parameters?.find((p) => p.in === 'header')?.name).toBe('x-chat-token');
    const upload = operation('POST /api/client/{id}/uploads')!;
    expect(upload.parameters?.find((p) => p.name === 'kind')?.schema).toEqual({
      type: 'string',
      enum: ['logo', 'favicon', 'asset_image', 'gallery'],
    });
    expect(Object.keys(operation('GET /api/{uuid}/final-logo.png')!.responses['200']?.content ?? {})).toEqual(['image/png']);
  });

  it('the answers moved to contracts keep their bytes (key order included)', async () => {
    const { client } = await buildClient(t.database.db, { country: { country_code: 'US' }, language_id: 1 });
    const raw = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).body;
    expect(await raw('/api/ip', { 'x-forwarded-for': '203.0.113.9' })).toBe('{"ip":"203.0.113.9"}');
    expect(await raw('/api/user/remotedata', { 'x-forwarded-for': '198.51.100.7', 'accept-language': 'es-MX' })).toBe(
      '{"ip":"198.51.100.7","country_code":"MX"}',
    );
    expect(await raw('/api/user/remotedata', { 'x-forwarded-for': '198.51.100.7' })).toBe('{"ip":"198.51.100.7","country_code":null}');
    expect(await raw('/api/healthz')).toBe('{"status":"ok"}');
    const country = JSON.parse(await raw(`/api/client/${client.id}/mobile/country`)) as ClientCountry;
    expect(await raw(`/api/client/${client.id}/mobile/country`)).toBe(
      `{"success":true,"country":{"id":${country.country.id},"country_code":"US","country_name":"United States of America"}}`,
    );
    const versions = JSON.parse(await raw('/api/assets/version')) as AssetVersions;
    expect(await raw('/api/assets/version')).toBe(JSON.stringify({ version: versions.version, templates: versions.templates }));
  });

  it('the chat bodies’ contracts are the widget form’s values (a rename on either side fails typecheck)', () => {
    expectTypeOf<StartChatBody>().toEqualTypeOf<ChatVisitorValues>();
    expectTypeOf<ChatMessageBody>().toEqualTypeOf<ChatMessageValues>();
  });
});
