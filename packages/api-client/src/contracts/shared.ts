// Pieces the contracts share: path parameters, the nullable and string-enum helpers, entered text.
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

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
