// Gallery images (spec §3 "Gallery image": image and description): ordered list, CRUD per client,
// reordering that is all or nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { addGalleryImage, deleteGalleryImage, listGallery, reorderGallery, updateGalleryImage } from './gallery-repository.js';

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  async function clientWithImages(n: number) {
    const { client } = await buildClient(t.db);
    const images = [];
    for (let i = 1; i <= n; i += 1)
      images.push(await addGalleryImage(t.db, client.id, { image: `/assets/g/${i}.webp`, description: `Image ${i}` }));
    return { clientId: client.id, images };
  }

  it('added images go to the end, in order', async () => {
    const { clientId, images } = await clientWithImages(3);
    expect(images.map((i) => i.ordering)).toEqual([1, 2, 3]);
    expect((await listGallery(t.db, clientId)).map((i) => i.description)).toEqual(['Image 1', 'Image 2', 'Image 3']);
  });

  it('description and image can be changed; another client cannot touch them', async () => {
    const { clientId, images } = await clientWithImages(1);
    const other = await buildClient(t.db);
    const id = images[0]!.id;
    expect(await updateGalleryImage(t.db, clientId, id, { description: 'New words' })).toMatchObject({
      description: 'New words',
      image: '/assets/g/1.webp',
    });
    expect(await updateGalleryImage(t.db, clientId, id, { image: '/assets/g/9.webp', thumb_url: '/assets/g/9-t.webp' })).toMatchObject({
      image: '/assets/g/9.webp',
      thumb_url: '/assets/g/9-t.webp',
      description: 'New words',
    });
    expect(await updateGalleryImage(t.db, other.client.id, id, { description: 'hijack' })).toBeNull();
    expect(await deleteGalleryImage(t.db, other.client.id, id)).toBe(false);
    expect(await listGallery(t.db, clientId)).toHaveLength(1);
  });

  it('delete removes only that image', async () => {
    const { clientId, images } = await clientWithImages(3);
    expect(await deleteGalleryImage(t.db, clientId, images[1]!.id)).toBe(true);
    expect(await deleteGalleryImage(t.db, clientId, images[1]!.id)).toBe(false);
    expect((await listGallery(t.db, clientId)).map((i) => i.id)).toEqual([images[0]!.id, images[2]!.id]);
  });

  it('reorder puts every image where the list says', async () => {
    const { clientId, images } = await clientWithImages(4);
    const ids = images.map((i) => i.id).reverse();
    const result = await reorderGallery(t.db, clientId, ids);
    expect(result.ok).toBe(true);
    expect((await listGallery(t.db, clientId)).map((i) => [i.id, i.ordering])).toEqual(ids.map((id, n) => [id, n + 1]));
  });

  it("reorder is atomic: any list that is not exactly the client's images changes nothing", async () => {
    const { clientId, images } = await clientWithImages(4);
    const foreign = await clientWithImages(1);
    const before = await listGallery(t.db, clientId);
    const ids = images.map((i) => i.id);
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.shuffledSubarray(ids, { minLength: 0, maxLength: 3 }), // missing images
            fc.shuffledSubarray(ids, { minLength: 1 }).map((xs) => [...xs, xs[0]!]), // duplicates
            fc.shuffledSubarray(ids, { minLength: 4 }).map((xs) => [...xs.slice(0, 3), foreign.images[0]!.id]), // another client's
            fc.array(fc.integer({ min: -5, max: 2 ** 31 - 1 }), { maxLength: 6 }),
          )
          .filter((list) => list.length !== ids.length || [...list].sort().join() !== [...ids].sort().join()),
        async (list) => {
          expect(await reorderGallery(t.db, clientId, list)).toEqual({ ok: false, reason: 'mismatch' });
          expect(await listGallery(t.db, clientId)).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
    expect(await listGallery(t.db, foreign.clientId)).toEqual(foreign.images);
  });
});
