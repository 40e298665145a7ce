// An in-memory gallery behind the mock API's routes, for the tests of the gallery admin and its image
// popup: it keeps the order and answers like apps/api (201 add, 200 patch, 204 delete, 200 order, 400 order_mismatch).
import type { GalleryEntry } from '@vitrina/api-client';
import { CLIENT_ID } from './fixtures.js';
import { json } from './mock-api.js';
import type { Handler } from './mock-api.js';

const base = `/api/client/${CLIENT_ID}/gallery`;

export interface FakeGallery {
  images: GalleryEntry[];
  handlers: Record<string, Handler>;
  /** Route key of one image, e.g. `PATCH /api/client/11/gallery/2`. */
  imageKey: (method: 'PATCH' | 'DELETE', id: number) => string;
}

export const galleryKeys = {
  list: `GET ${base}`,
  add: `POST ${base}`,
  order: `PUT ${base}/order`,
} as const;

export function fakeGallery(initial: Array<Pick<GalleryEntry, 'image' | 'description'>> = []): FakeGallery {
  let nextId = 1;
  const state: FakeGallery = {
    images: initial.map((image) => ({ id: nextId++, thumb_url: image.image.replace('.webp', '-thumb.webp'), ...image })),
    handlers: {},
    imageKey: (method, id) => `${method} ${base}/${id}`,
  };
  const renameBody = (body: Record<string, unknown>): Partial<GalleryEntry> => {
    const out: Partial<GalleryEntry> = {};
    if (typeof body.image_url === 'string') out.image = body.image_url;
    if (body.thumb_url !== undefined) out.thumb_url = (body.thumb_url as string | null) ?? null;
    if (typeof body.description === 'string') out.description = body.description;
    return out;
  };
  const notFound = () => json({ error: { code: 'image_not_found', message: 'x' } }, 404);
  const handlers: Record<string, Handler> = {
    [galleryKeys.list]: () => json({ images: state.images }),
    [galleryKeys.add]: async (request) => {
      const body = renameBody((await request.json()) as Record<string, unknown>);
      const entry: GalleryEntry = {
        id: nextId++,
        image: body.image ?? '',
        thumb_url: body.thumb_url ?? null,
        description: body.description ?? '',
      };
      state.images = [...state.images, entry];
      return json({ ...entry, published: true }, 201);
    },
    [galleryKeys.order]: async (request) => {
      const { ids } = (await request.json()) as { ids: number[] };
      const known = state.images.map((i) => i.id).sort();
      if ([...ids].sort().join() !== known.join()) return json({ error: { code: 'order_mismatch', message: 'x' } }, 400);
      state.images = ids.map((id) => state.images.find((i) => i.id === id) as GalleryEntry);
      return json({ images: state.images, published: true });
    },
  };
  // Routes for ids that may exist later (added in the test), resolved against the state when called.
  for (let id = 1; id <= 20; id += 1) {
    handlers[state.imageKey('PATCH', id)] = async (request) => {
      const image = state.images.find((i) => i.id === id);
      if (!image) return notFound();
      Object.assign(image, renameBody((await request.json()) as Record<string, unknown>));
      return json({ ...image, published: true });
    };
    handlers[state.imageKey('DELETE', id)] = () => {
      if (!state.images.some((i) => i.id === id)) return notFound();
      state.images = state.images.filter((i) => i.id !== id);
      return new Response(null, { status: 204 });
    };
  }
  state.handlers = handlers;
  return state;
}
