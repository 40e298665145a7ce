// Compressed variants of bodies that are answered many times (cached assets, cached pages): made once
// per stored version and kept beside it, never per request.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const picked = new Map<string, BodyEncoding | null>();

/** The encoding to send: br before gzip, each only when Accept-Encoding lists it without `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const known = picked.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (picked.size >= 64) picked.clear();
  picked.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): BodyEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export type EncodedVariants = Partial<Record<BodyEncoding, Buffer>>;

/**
 * `body` in `encoding`, memoised in `variants`; null when not worth it (small or not text).
 * Brotli at quality 9: slow once, small for every later answer.
 */
export function encodeOnce(variants: EncodedVariants, body: Buffer, contentType: string, encoding: BodyEncoding): Buffer | null {
  if (body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 9 });
  return variants[encoding];
}
