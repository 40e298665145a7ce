// Image uploads of the editor (spec §9 upload kinds logo, favicon, asset_image, gallery): multipart, one
// file, size limit per kind → 413, type read from the bytes → 415, unreadable → 422; stored in the asset
// store with a thumbnail and recorded for the client (uploads-service.ts). The query and the answer are contracts (UploadQuery,
// UploadedFile); the multipart body is read here, not by a schema, since its size limit depends on the kind.
import { UploadQuery, UploadedFile, uploadCalls } from '@vitrina/api-client/contracts';
import { UPLOAD_KINDS } from '@vitrina/core-model';
import type { UploadKind } from '@vitrina/core-model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { UploadError, uploadLimitBytes } from '../../assets/index.js';
import { ApiError } from '../../http/errors.js';
import { onCall } from '../../routes/call-route.js';
import { clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { storeImage } from './uploads-service.js';

/** The largest kind's limit: the multipart plugin's ceiling; each request narrows it to its kind. */
export const MAX_UPLOAD_BYTES = Math.max(...UPLOAD_KINDS.map(uploadLimitBytes));

const oneFile = () => new ApiError(400, 'one_file', 'Send one file per request');

/**
 * The bytes of the request's one file; one byte over the kind's limit is enough to know it is too large.
 * The whole body is read before anything is stored, so a second file part is refused (`one_file`), not
 * silently dropped.
 */
async function readOneFile(req: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError(415, 'unsupported_type', 'Send the image as multipart/form-data');
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { files: 1, fileSize: uploadLimitBytes(kind) + 1 } })) {
      if (part.type !== 'file') continue;
      if (file) throw oneFile();
      file = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('too_large', `A ${kind} may be at most ${uploadLimitBytes(kind)} bytes`);
    if (code === 'FST_FILES_LIMIT') throw oneFile();
    // Anything else while reading the body is a malformed request, not a server fault.
    throw new ApiError(400, 'invalid_multipart', 'The multipart body could not be read');
  }
  if (!file) throw new ApiError(400, 'no_file', 'The request carries no file');
  return file;
}

/** The editor's upload route (registered in the owner scope, routes/owner/index.ts). */
export function registerUploadOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    uploadCalls.upload,
    // Owners and managers: the back office's Products and Blog screens upload pictures too (a manager's
    // upload changes nothing on the site until an owner's save or a product uses it).
    ownerRoute(clientGuard(ctx, { write: true, screen: 'products' }), {
      summary: 'Upload an image (multipart, one file) of a kind: logo, favicon, asset_image or gallery',
      params: clientParams,
      querystring: UploadQuery,
      consumes: ['multipart/form-data'],
      response: { 201: UploadedFile },
    }),
    async (req, reply) => {
      const { kind } = req.query;
      const image = await storeImage(ctx, req.owner!.clientId, kind, await readOneFile(req, kind));
      return reply.status(201).send({ ...image, kind } satisfies UploadedFile);
    },
  );
}
