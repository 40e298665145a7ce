// Image uploads of the editor (spec §9 upload kinds; issue 27, sites module): the only writer of uploads. A
// file's bytes are checked and thumbnailed (assets/), stored in the asset store and recorded for the client.
// An upload changes nothing on the site until a save or a product uses it: no event follows it.
import type { UploadKind } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { processUpload, storeUpload } from '../../assets/index.js';
import { insertUpload } from './uploads-repository.js';

/** A stored upload as the editor uses it. */
export interface StoredImage {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * Checks, stores and records one image of a kind; the asset layer's UploadError (413 too large, 415 not an
 * image of the allowed types, 422 unreadable) when it cannot be taken.
 */
export async function storeImage(ctx: AppContext, clientId: number, kind: UploadKind, buffer: Buffer): Promise<StoredImage> {
  const processed = await processUpload({ buffer, kind });
  const stored = await storeUpload(ctx.assets, clientId, processed);
  const record = await insertUpload(ctx.database.db, {
    client_id: clientId,
    kind,
    key: stored.key,
    thumb_key: stored.thumbKey,
    mime: processed.mime,
    bytes: processed.bytes,
    width: processed.width,
    height: processed.height,
  });
  return { id: record.id, url: stored.url, thumbUrl: stored.thumbUrl, width: processed.width, height: processed.height };
}
