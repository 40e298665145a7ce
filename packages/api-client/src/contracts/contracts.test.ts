// One contract per call (docs/decisions.md): the api-client's types are the contracts' own, so a field
// renamed in a contract fails the typecheck of every caller, and a caller cannot send a field the API's
// route schema does not know. These checks run in `typecheck`; the runtime part checks the schemas.
import { UPLOAD_KINDS, defaultSiteData } from '@vitrina/core-model';
import type { BlogPost, ContactUsForm, UploadKind as CoreUploadKind } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CHAT_TOKEN_HEADER } from '../index.js';
import type {
  ChatMessagesArgs,
  ChatSession,
  EditorConfig as EditorConfigType,
  HealthStatus as HealthStatusType,
  RemoteIp as RemoteIpType,
  SaveWebsiteDraftArgs,
  StartChatArgs,
  WebsiteDraft as WebsiteDraftType,
} from '../index.js';
import {
  ChatMessageBody,
  ChatMessagesQuery,
  ChatTokenHeaders,
  ConversationParams,
  EditorConfig,
  SaveDraftBody,
  StartChatBody,
  TrackingPixelParams,
  TrackingPixelQuery,
  UploadQuery,
  UploadedFile,
  WebsiteDraft,
} from './index.js';
import type {
  AssetVersions,
  PublicBlogPost,
  ClientCountry,
  ClientSettingsPayload,
  ContactMessageBody,
  HealthStatus,
  RemoteData,
  RemoteIp,
  StartedChat,
  UploadKind,
} from './index.js';

/** A schema as the API's route (and the OpenAPI document) sees it: plain JSON. */
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

describe('contracts', () => {
  it('the editor’s save call is the contract’s save payload, field for field', () => {
    expectTypeOf<keyof SaveDraftBody>().toEqualTypeOf<'data' | 'last_updated' | 'version' | 'client_settings'>();
    expectTypeOf<Omit<SaveWebsiteDraftArgs, 'clientId'>>().toMatchTypeOf<SaveDraftBody>();
    expectTypeOf<SaveDraftBody['client_settings']>().toEqualTypeOf<ClientSettingsPayload | undefined>();
    const data = defaultSiteData();
    const args: SaveWebsiteDraftArgs = { clientId: 1, data, last_updated: null, version: 1 };
    // @ts-expect-error `lastUpdated` is no field of the save payload: a rename on one side fails the other
    const renamed: SaveWebsiteDraftArgs = { clientId: 1, data, lastUpdated: null, version: 1 };
    expect([args, renamed]).toHaveLength(2);
  });

  it('the answers the editor reads are the contracts’ types', () => {
    expectTypeOf<EditorConfigType>().toEqualTypeOf<EditorConfig>();
    expectTypeOf<WebsiteDraftType>().toEqualTypeOf<WebsiteDraft>();
  });

  it('each contract is a JSON schema the API hands to its route (required fields included)', () => {
    expect(SaveDraftBody).toMatchObject({ type: 'object', required: ['data', 'last_updated'] });
    expect(Object.keys(SaveDraftBody.properties)).toEqual(['data', 'last_updated', 'version', 'client_settings']);
    expect(JSON.parse(JSON.stringify(EditorConfig))).toMatchObject({
      type: 'object',
      required: ['oidc', 'adminAppUrl', 'demoHost'],
      properties: { oidc: { required: ['issuer', 'clientId', 'audience'] } },
    });
    expect(WebsiteDraft.properties.data).toMatchObject({ type: 'object', additionalProperties: true });
  });
});

describe('public contracts', () => {
  it('describe core-model’s own shapes (a field renamed in core-model fails here)', () => {
    expectTypeOf<PublicBlogPost>().toEqualTypeOf<BlogPost>();
    expectTypeOf<ContactMessageBody>().toEqualTypeOf<ContactUsForm>();
  });
});

describe('chat request contracts', () => {
  it('the widget’s calls send the contracts’ bodies, header and query (a rename on one side fails the other)', () => {
    expectTypeOf<Omit<StartChatArgs, 'clientId'>>().toEqualTypeOf<StartChatBody>();
    expectTypeOf<ChatSession>().toEqualTypeOf<StartedChat>();
    expectTypeOf<typeof CHAT_TOKEN_HEADER>().toEqualTypeOf<keyof ChatTokenHeaders>();
    expectTypeOf<keyof ChatMessagesQuery>().toEqualTypeOf<'after'>();
    expectTypeOf<ChatMessagesArgs['after']>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error `message` is no field of the message body
    const renamed: ChatMessageBody = { message: 'Hi' };
    expect(renamed).toBeDefined();
  });

  it('bodies only describe their fields at run time: validation’s yup schemas judge them (i18n keys, not Ajv’s English)', () => {
    expect(json(StartChatBody)).toEqual({
      type: 'object',
      properties: { name: { description: expect.any(String) }, email: { description: expect.any(String) } },
    });
    expect(json(ChatMessageBody)).toEqual({ type: 'object', properties: { body: { description: expect.any(String) } } });
  });

  it('the path, header and `after` are checked by the route: a UUID, an optional token, digits only', () => {
    expect(json(ConversationParams)).toMatchObject({ required: ['id', 'cid'], properties: { cid: { pattern: expect.any(String) } } });
    expect(new RegExp(ConversationParams.properties.cid.pattern!).test('0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21')).toBe(true);
    expect(json(ChatTokenHeaders).required).toBeUndefined();
    const after = new RegExp(ChatMessagesQuery.properties.after.pattern!);
    expect(['12', 'Infinity', '1e400', '-1'].map((value) => after.test(value))).toEqual([true, false, false, false]);
  });
});

describe('upload, visitor and system contracts', () => {
  it('an upload kind is core-model’s, checked as a plain string enum', () => {
    expectTypeOf<UploadKind>().toEqualTypeOf<CoreUploadKind>();
    expectTypeOf<UploadQuery>().toEqualTypeOf<{ kind: CoreUploadKind }>();
    expect(json(UploadQuery)).toEqual({
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', enum: [...UPLOAD_KINDS] } },
    });
    expect(UploadedFile.required).toEqual(['id', 'url', 'thumbUrl', 'width', 'height', 'kind']);
    expect(UploadedFile.properties.id).toMatchObject({ type: 'string', format: 'uuid' });
  });

  it('the api-client’s answers are the contracts’ types', () => {
    expectTypeOf<RemoteIpType>().toEqualTypeOf<RemoteIp>();
    expectTypeOf<HealthStatusType>().toEqualTypeOf<HealthStatus>();
    expectTypeOf<RemoteData>().toEqualTypeOf<{ ip: string; country_code: string | null }>();
    expectTypeOf<ClientCountry['country']>().toEqualTypeOf<{ id: number; country_code: string; country_name: string }>();
    expectTypeOf<AssetVersions>().toEqualTypeOf<{ version: string; templates: Record<string, string> }>();
  });

  it('the tracking pixel’s parameters are typed for the sender and never enforced (the image always answers)', () => {
    expectTypeOf<TrackingPixelParams>().toEqualTypeOf<{ uuid: string }>();
    expectTypeOf<TrackingPixelQuery>().toEqualTypeOf<{ uid: string }>();
    for (const schema of [TrackingPixelParams, TrackingPixelQuery]) {
      const plain = json(schema);
      expect(plain.required).toBeUndefined();
      expect(Object.values(plain.properties as object).every((field) => Object.keys(field as object).join() === 'description')).toBe(true);
    }
  });
});
