// fast-check arbitraries for requests to any route: path parameters, query strings, bodies and headers
// that range from plausible (real ids, the keys a route's schema names, valid bearer tokens) to hostile
// (NUL, lone surrogates, overlong values, broken percent-encoding, random tokens).
import fc from 'fast-check';

export interface RouteInfo {
  method: string;
  url: string;
  /** Property names of the route's body / querystring JSON schemas, if it has them. */
  bodyKeys: string[];
  queryKeys: string[];
}

export interface FuzzContext {
  /** Ids that exist in the seeded database (clients, gallery images, versions …). */
  realIds: string[];
  /** `authorization` header values with valid signatures (owners, staff, unknown subjects). */
  validBearers: string[];
  /** A real SiteData document to mutate for bodies that carry site data. */
  siteData: unknown;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HOSTILE = [
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'null',
  'true',
  '2147483648',
  '99999999999999999999',
  '..',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  ' ',
  '\n',
];
const RAW_SEGMENTS = ['%zz', '%', '%C0%AF', '%00', '%E0%A4%A', '%2e%2e', '%2F'];

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
export function pct(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

export function textArb(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ctx.realIds) },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 400 }) },
  );
}

/** A path with its `:params` and `*` filled in (encoded, or now and then raw and broken). */
export function pathArb(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)(\([^)]*\))?|\*/g)];
  // Mostly real ids, so that requests get past "not found" into the handlers.
  const segment = fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...ctx.realIds).map(pct) },
    { weight: 9, arbitrary: textArb(ctx).map(pct) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
  const wildcard = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join('/'));
  return fc.tuple(...names.map((m) => (m[0] === '*' ? wildcard : segment))).map((values) => {
    let i = 0;
    const filled = route.url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?|\*/g, () => values[i++] ?? '');
    return filled.startsWith('/') ? filled : `/${filled}`;
  });
}

export function queryArb(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...route.queryKeys, 'uid', 'utm_source', 'page', 'limit', 'host'), fc.string({ maxLength: 12 }));
  const value = fc.oneof(textArb(ctx), fc.constant(''));
  const entry = fc.tuple(
    key,
    fc.oneof(
      value.map((v) => [v]),
      fc.array(value, { minLength: 2, maxLength: 3 }),
    ),
  );
  return fc.array(entry, { maxLength: 4 }).map((entries) => {
    const parts = entries.flatMap(([k, vs]) => vs.map((v) => `${pct(k)}=${pct(v)}`));
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** A leaf of `doc` set to an arbitrary JSON value. */
function mutatedDocArb(doc: unknown): fc.Arbitrary<unknown> {
  const paths: string[][] = [];
  const walk = (node: unknown, at: string[]) => {
    if (at.length >= 5 || paths.length >= 400) return;
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        paths.push([...at, k]);
        walk(v, [...at, k]);
      }
    }
  };
  walk(doc, []);
  if (paths.length === 0) return fc.constant(doc);
  return fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 })).map(([path, value]) => {
    const copy = structuredClone(doc) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path[path.length - 1]!] = value;
    return copy;
  });
}

const HOSTILE_SUFFIXES = ['', '\u0000', '\ud800', '\u0007', ' <b>x</b>', 'x'.repeat(6000)];

/** A value that passes a form's rules for its field (by name), so handlers get past validation. */
function plausibleValue(key: string, ctx: FuzzContext): fc.Arbitrary<unknown> {
  if (/mail/i.test(key)) return fc.constantFrom('ana@example.com', 'x@y.co');
  if (/phone/i.test(key)) return fc.constantFrom('(555) 123-4567', '');
  if (/(^|_)ids?$|version/i.test(key))
    return fc.oneof(fc.constantFrom(...ctx.realIds.map(Number).filter(Number.isFinite)), fc.array(fc.integer(), { maxLength: 4 }));
  if (/^data$|site/i.test(key)) return mutatedDocArb(ctx.siteData);
  return fc
    .tuple(
      fc.constantFrom('Hello', 'Ana López', 'bistro', 'Our menu', 'logo', '2024-01-01T00:00:00.000Z'),
      fc.constantFrom(...HOSTILE_SUFFIXES),
    )
    .map(([text, suffix]) => text + suffix);
}

export function jsonBodyArb(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const generic = ['name', 'email', 'phone', 'message', 'data', 'last_updated', 'version', 'ids', 'description', 'image', 'kind'];
  const keys = [...route.bodyKeys, ...generic];
  const formKeys = route.bodyKeys.length > 0 ? route.bodyKeys : generic;
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), textArb(ctx), mutatedDocArb(ctx.siteData));
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(formKeys.map((k) => [k, plausibleValue(k, ctx)]))) },
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }) },
    { weight: 1, arbitrary: mutatedDocArb(ctx.siteData) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A multipart/form-data body with random fields and a file of random (sometimes image-like) bytes. */
function multipartArb(ctx: FuzzContext): fc.Arbitrary<{ payload: Buffer; type: string }> {
  const magic = fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('ffd8ffe0', 'hex'),
    Buffer.from('GIF89a'),
    Buffer.from('<svg '),
  );
  return fc
    .tuple(
      fc.constantFrom('logo', 'favicon', 'asset_image', 'gallery', 'x'),
      textArb(ctx),
      magic,
      fc.uint8Array({ maxLength: 512 }),
      fc.string({ maxLength: 20 }),
    )
    .map(([kind, description, head, bytes, filename]) => {
      const b = 'fuzzboundary7MA4YWxk';
      const field = (name: string, v: string) => `--${b}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(field('kind', kind) + field('description', description)),
        Buffer.from(
          `--${b}\r\ncontent-disposition: form-data; name="file"; filename="${filename.replace(/["\r\n]/g, '')}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
        ),
        head,
        Buffer.from(bytes),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      return { payload, type: `multipart/form-data; boundary=${b}` };
    });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
];

export function bodyArb(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<{ payload?: string | Buffer; type?: string }> {
  return fc.oneof(
    { weight: 5, arbitrary: jsonBodyArb(route, ctx).map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
    { weight: 1, arbitrary: multipartArb(ctx) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 200 }), fc.oneof(fc.constantFrom(...CONTENT_TYPES), printable))
        .map(([payload, type]) => ({ payload, type })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

export function headersArb(ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const b64url = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 60 });
  const bearer = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ctx.validBearers) },
    { weight: 2, arbitrary: b64url.map((s) => `Bearer ${s}`) },
    { weight: 2, arbitrary: fc.tuple(b64url, b64url, b64url).map((p) => `Bearer ${p.join('.')}`) },
    { weight: 1, arbitrary: printable },
  );
  const ip = fc.oneof(fc.ipV4(), fc.ipV6(), printable);
  return fc.record(
    {
      authorization: bearer,
      'accept-language': fc.oneof(fc.constantFrom('es-MX,es;q=0.9', 'en-US', '*'), printable),
      'x-forwarded-for': ip,
      'if-none-match': printable,
      origin: fc.oneof(fc.constant('http://bistro.localhost:8080'), printable),
      cookie: printable,
    },
    { requiredKeys: [] },
  );
}

export function requestArb(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc
    .tuple(
      pathArb(route, ctx),
      queryArb(route, ctx),
      headersArb(ctx),
      hasBody ? bodyArb(route, ctx) : fc.constant({} as { payload?: string | Buffer; type?: string }),
    )
    .map(([path, query, headers, body]) => ({
      method: route.method,
      url: path + query,
      headers: body.type ? { ...headers, 'content-type': body.type } : headers,
      payload: body.payload,
    }));
}
