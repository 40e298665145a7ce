// Pieces the contracts share: path parameters, the nullable and string-enum helpers, entered text.
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';

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
