import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetKeyError } from './asset-key.js';
import { S3AssetStore } from './s3-asset-store.js';

// A tiny in-process S3: path-style PutObject / GetObject / HeadObject / DeleteObject on loopback.
interface FakeObject {
  body: Buffer;
  type: string;
  etag: string;
  modified: Date;
}
const objects = new Map<string, FakeObject>();
const requests: { method: string; path: string; authorized: boolean }[] = [];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const fakeS3: Server = createServer((req, res) => {
  void (async () => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push({ method: req.method ?? '', path, authorized: String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256') });
    const found = objects.get(path);
    const missing = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
    };
    switch (req.method) {
      case 'PUT': {
        const body = await readBody(req);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(path, { body, type: String(req.headers['content-type']), etag, modified: new Date() });
        res.writeHead(200, { etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD':
        if (!found) return missing();
        res.writeHead(200, {
          'content-type': found.type,
          'content-length': found.body.length,
          etag: found.etag,
          'last-modified': found.modified.toUTCString(),
        });
        res.end(req.method === 'GET' ? found.body : undefined);
        return;
      case 'DELETE':
        objects.delete(path);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  })();
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeS3.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  requests.length = 0;
});

const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
const storeWith = (prefix?: string) => new S3AssetStore({ bucket: 'vitrina', prefix, endpoint, region: 'us-east-1', credentials });

describe('S3AssetStore (S3 adapter) against a fake S3', () => {
  it('round-trips an object with its content type, the ETag S3 gives and its modification time', async () => {
    const store = storeWith();
    await store.put('sites/bistro.localhost/site.json', '{"a":1}', 'application/json; charset=utf-8');
    const got = await store.get('sites/bistro.localhost/site.json');
    expect(got?.body.toString()).toBe('{"a":1}');
    expect(got?.contentType).toBe('application/json; charset=utf-8');
    expect(got?.etag).toBe(`"${createHash('md5').update('{"a":1}').digest('hex')}"`);
    expect(got?.lastModified).toBeInstanceOf(Date);
    expect(await store.exists('sites/bistro.localhost/site.json')).toBe(true);
  });

  it('round-trips binary bodies byte for byte', async () => {
    const store = storeWith();
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put('clients/1/logo/abc.webp', bytes, 'image/webp');
    expect((await store.get('clients/1/logo/abc.webp'))?.body.equals(bytes)).toBe(true);
  });

  it('addresses the bucket by path (forcePathStyle with an endpoint) under the prefix, signed', async () => {
    const store = storeWith('prod/assets');
    await store.put('templates/4/json/template.json', '{}', 'application/json');
    await store.get('templates/4/json/template.json');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /vitrina/prod/assets/templates/4/json/template.json',
      'GET /vitrina/prod/assets/templates/4/json/template.json',
    ]);
    expect(requests.every((r) => r.authorized)).toBe(true);
  });

  it('answers null / false for a missing object (NoSuchKey, HEAD 404) and deletes idempotently', async () => {
    const store = storeWith();
    expect(await store.get('sites/nobody.localhost/site.json')).toBeNull();
    expect(await store.exists('sites/nobody.localhost/site.json')).toBe(false);
    await store.put('demo/a.png', Buffer.from([1]), 'image/png');
    await store.delete('demo/a.png');
    await store.delete('demo/a.png');
    expect(await store.exists('demo/a.png')).toBe(false);
  });

  it('refuses unsafe keys before any request is made', async () => {
    const store = storeWith();
    await expect(store.get('../other-bucket/x')).rejects.toThrow(AssetKeyError);
    await expect(store.put('/abs', 'x', 'text/plain')).rejects.toThrow(AssetKeyError);
    expect(requests).toEqual([]);
  });

  it('surfaces errors other than "not found" instead of hiding them', async () => {
    const store = new S3AssetStore({ bucket: 'vitrina', endpoint: 'http://127.0.0.1:1', region: 'us-east-1', credentials });
    store.client.config.maxAttempts = async () => 1;
    await expect(store.get('sites/x.localhost/site.json')).rejects.toThrow();
  });
});
