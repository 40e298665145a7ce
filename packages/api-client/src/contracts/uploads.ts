// Image uploads of the editor (spec §9 upload kinds logo, favicon, asset_image, gallery). The body is
// multipart/form-data with one file part, read by the route itself (its size limit depends on the kind),
// so only the query and the answer are contracts.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { UPLOAD_KINDS } from '@vitrina/core-model';
import { StringEnum } from './shared.js';

export const UploadKind = StringEnum(UPLOAD_KINDS);
export type UploadKind = Static<typeof UploadKind>;

/** POST client/{id}/uploads?kind=. */
export const UploadQuery = Type.Object({ kind: UploadKind });
export type UploadQuery = Static<typeof UploadQuery>;

/** 201 of an upload: the stored file, its thumbnail and its size in pixels. */
export const UploadedFile = Type.Object({
  /** The upload's record (a UUID). */
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  thumbUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  kind: UploadKind,
});
export type UploadedFile = Static<typeof UploadedFile>;
