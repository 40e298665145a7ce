// Pieces the contracts share: path parameters, the nullable and string-enum helpers, entered text.
import { Type } from '@sinclair/typebox';
import type { Static, TArray, TNull, TSchema, TString, TUnion } from '@sinclair/typebox';

/** A database id: a positive 32-bit integer. */
export const DbId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `T` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One of `values`, as the JSON schema `{ type: 'string', enum }` (a union of literals would be an `anyOf`,
 * whose request errors read differently).
 */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** Entered text: validation's yup schema strips tags, trims and checks it, so its errors are i18n keys. */
export const EnteredText = { description: 'Text; HTML tags are removed, then it is trimmed' } as const;

/** `q` of a list: the search words, at most 200 characters; `description` says where they are looked for. */
export const SearchWords = (description: string) => Type.Optional(Type.String({ maxLength: 200, description }));

/**
 * `cursor` and `limit` of a list paged by cursor, checked as the digits they are sent as: the previous page's
 * `next_cursor`, and how many rows a page holds (at most 50).
 */
export const CursorPaging = (limitDescription: string) => ({
  cursor: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'next_cursor of the previous page' })),
  limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$', description: limitDescription })),
});

/** A postal address as stored and answered: every field a string, empty when not given (`state` in the US, `province` elsewhere). */
export const PostalAddressFields = {
  country: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  province: Type.String(),
  postalCode: Type.String(),
};

/**
 * A body judged by the form's own schema of @vitrina/validation (so a refusal names each field with the form's
 * message key): to the route only an object, described by its fields; typed by the schema's input type.
 */
export const ValidatedBody = <T>(fields: string, schema: string, note: string = EnteredText.description) =>
  Type.Unsafe<T>({ type: 'object', description: `${fields}; checked with @vitrina/validation's ${schema}${note ? `. ${note}` : ''}` });

/** A page of a list paged by cursor: its rows under `key`, then `next_cursor` (null on the last page). */
export const CursorPage = <const K extends string, T extends TSchema>(key: K, row: T) =>
  Type.Object({ [key]: Type.Array(row), next_cursor: Nullable(Type.String()) } as { [P in K]: TArray<T> } & {
    next_cursor: TUnion<[TString, TNull]>;
  });

/** `{id}`: the client of an owner call. */
export const ClientParams = Type.Object({ id: DbId });

/** `{id}/…/{version}`: one saved version of the client's site. */
export const VersionParams = Type.Object({ id: DbId, version: DbId });

/** `{id}/gallery/{imageId}`. */
export const ImageParams = Type.Object({ id: DbId, imageId: DbId });

/** `user/uid/{provider}/{id}`: the caller's sign-in subject. */
export const SubjectParams = Type.Object({ provider: Type.String({ minLength: 1 }), id: Type.String({ minLength: 1 }) });

/** `user/uid/{provider}/{id}/authorize/client/{clientId}`; the client id is read by the route (any text answers false). */
export const AuthorizeParams = Type.Object({
  provider: Type.String({ minLength: 1 }),
  id: Type.String({ minLength: 1 }),
  clientId: Type.String(),
});

/**
 * Every error answer of the API (apps/api http/errors.ts): `{ error: { code, message, fields? } }`. `fields`
 * maps a field to its message (validation's i18n key); `field` names the one field at fault of a 409
 * slug_taken. A route may add its own extras beside `error` (e.g. store.ts CheckoutErrorExtra).
 */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    field: Type.Optional(Type.String()),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;
