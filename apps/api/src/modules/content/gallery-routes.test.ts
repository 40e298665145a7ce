// Gallery admin (spec §2 /gallery/admin, §3 "Gallery image: image and description"): images must be the
// client's own files, descriptions are plain text (§5), reordering is all-or-nothing, every change is
// published.
import { ChangedGalleryImage, RemovedGalleryImage, ReorderedGallery } from '@vitrina/api-client/contracts';
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGallery } from './gallery-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { answered, refused } from '../../testing/owner-api.js';
import { createOwnerFixture, multipartBody, pngBytes } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('gallery routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const api = () => f.api('owner');
  const ids = async () => (await listGallery(f.server.database.db, f.clients.bistro.id)).map((i) => i.id);
  const publishedGallery = async () => {
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    return (JSON.parse(asset!.body.toString()) as SiteData).gallery;
  };

  it('POST: an upload of the client → 201 at the end with its thumbnail; published', async () => {
    const body = multipartBody(await pngBytes(80, 60));
    const up = await f.inject({
      method: 'POST',
      url: `/api/client/${f.clients.bistro.id}/uploads?kind=gallery`,
      payload: body.payload,
      headers: { ...body.headers, ...(await f.as(f.users.owner)) },
    });
    const { url, thumbUrl } = up.json();
    const entry = answered(
      await api().post(ChangedGalleryImage, '/gallery', { image_url: url, description: ' <em>Our</em> terrace ' }),
      201,
    );
    expect(entry).toMatchObject({ image: url, thumb_url: thumbUrl, description: 'Our terrace', published: true });
    expect((await ids()).at(-1)).toBe(entry.id);
    expect((await publishedGallery()).at(-1)).toEqual({ id: entry.id, image: url, description: 'Our terrace' });
  });

  it.each([
    ['another client’s file', () => `/assets/clients/${f.clients.other.id}/gallery/fixture.png`],
    ['an external URL', () => 'https://evil.example/cat.png'],
    ['a file of the client that does not exist', () => `/assets/clients/${f.clients.bistro.id}/gallery/missing.webp`],
    ['a path that climbs out', () => `/assets/clients/${f.clients.bistro.id}/../${f.clients.other.id}/gallery/fixture.png`],
  ])('POST with %s → 400 on image_url, nothing added', async (_name, image) => {
    const before = await ids();
    const res = await api().post(ChangedGalleryImage, '/gallery', { image_url: image(), description: 'x' });
    expect(refused(res, 400).fields).toEqual({ image_url: 'validation:invalid.value' });
    expect(await ids()).toEqual(before);
  });

  it('PATCH changes the description (plain text) and publishes it', async () => {
    const id = await f.addImage(f.clients.bistro);
    const res = await api().patch(ChangedGalleryImage, `/gallery/${id}`, { description: 'New <b>caption</b>' });
    expect(answered(res)).toMatchObject({ id, description: 'New caption' });
    expect((await publishedGallery()).find((g) => g.id === id)?.description).toBe('New caption');
  });

  it.each([
    ['an unknown image', () => 99999],
    ['another client’s image', async () => f.addImage(f.clients.other)],
  ])('PATCH or DELETE of %s → 404 image_not_found', async (_name, image) => {
    const id = await image();
    const patched = await api().patch(ChangedGalleryImage, `/gallery/${id}`, { description: 'x' });
    expect(refused(patched, 404).code).toBe('image_not_found');
    expect(refused(await api().delete(RemovedGalleryImage, `/gallery/${id}`), 404).code).toBe('image_not_found');
  });

  it('DELETE removes the image → 204, and it leaves the published gallery', async () => {
    const id = await f.addImage(f.clients.bistro);
    expect(answered(await api().delete(RemovedGalleryImage, `/gallery/${id}`), 204)).toBeNull();
    expect(await ids()).not.toContain(id);
    expect((await publishedGallery()).map((g) => g.id)).not.toContain(id);
  });

  it('PUT order with every id → the new order, published', async () => {
    const reversed = (await ids()).reverse();
    const res = await api().put(ReorderedGallery, '/gallery/order', { ids: reversed });
    expect(answered(res).images.map((i) => i.id)).toEqual(reversed);
    expect(await ids()).toEqual(reversed);
    expect((await publishedGallery()).map((g) => g.id)).toEqual(reversed);
  });

  it.each([
    ['one id missing', (all: number[]) => all.slice(1)],
    ['an id twice', (all: number[]) => [...all.slice(1), all[1]!]],
    ['another client’s id', (all: number[]) => [...all.slice(1), 2_000_000_000]],
    ['no ids', () => []],
  ])('PUT order with %s → 400 order_mismatch and nothing moves', async (_name, change) => {
    const before = await ids();
    const res = await api().put(ReorderedGallery, '/gallery/order', { ids: change(before) });
    expect(refused(res, 400).code).toBe('order_mismatch');
    expect(await ids()).toEqual(before);
  });
});
