// One request header read from the raw list: on the hot paths before Fastify this spares Node building
// the whole `headers` object. Repeated headers are not joined (none of those read this way repeats).
import type { IncomingMessage } from 'node:http';

export function rawHeader(req: Pick<IncomingMessage, 'rawHeaders'>, name: string): string | undefined {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const header = raw[i] as string;
    if (header.length === name.length && header.toLowerCase() === name) return raw[i + 1];
  }
  return undefined;
}
