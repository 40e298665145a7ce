// One contract per call (docs/decisions.md): the draft routes take their request and answer schemas
// from @vitrina/api-client/contracts, so the OpenAPI document the API serves is the contract the editor
// is typed with, and the client settings the contract names are the fields the editor's form schema
// (validation's clientSettingsSchema) checks on the server.
import { SaveDraftBody, SavedDraft } from '@vitrina/api-client/contracts';
import type { ClientSettingsPayload } from '@vitrina/api-client/contracts';
import type { ClientSettingsValues } from '@vitrina/validation';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe('draft save contract', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('the OpenAPI document describes the save with the contract’s body and answer', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json();
    const put = doc.paths['/api/client/{id}/websitedata/draft'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(Object.keys(SaveDraftBody.properties));
    expect(body.required).toEqual(SaveDraftBody.required);
    expect(Object.keys(put.responses['200'].content['application/json'].schema.properties)).toEqual(Object.keys(SavedDraft.properties));
    expect(put.responses['409']).toBeDefined();
  });

  it('the contract’s client settings are the editor form’s values (a rename on either side fails typecheck)', () => {
    expectTypeOf<ClientSettingsPayload>().toEqualTypeOf<ClientSettingsValues>();
  });
});
