// Bridges Fastify's request/reply to the fetch API the site renderer speaks.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Internal header carrying the per-request CSP nonce to the site renderer. */
export const CSP_NONCE_HEADER = 'x-vitrina-csp-nonce';

export function toFetchRequest(req: FastifyRequest, nonce?: string): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url, `${req.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  headers.delete(CSP_NONCE_HEADER);
  if (nonce) headers.set(CSP_NONCE_HEADER, nonce);
  return new Request(url, { method: req.method, headers });
}

export async function sendFetchResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  return reply.send(Buffer.from(await res.arrayBuffer()));
}
