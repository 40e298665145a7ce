// Bridges Fastify's request/reply to the fetch API the site renderer speaks.
import type { FastifyRequest } from 'fastify';

export function toFetchRequest(req: FastifyRequest): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url, `${req.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return new Request(url, { method: req.method, headers });
}
