// The gallery admin's owner calls (spec §2 /gallery/admin; API: POST/PATCH/DELETE …/gallery, PUT
// …/gallery/order). Each change is immediate on the server and republishes the site, so the list the
// editor shows is the api-client's `gallery` query, kept in step with every answer.
import { galleryApi, vitrinaApi } from '@vitrina/api-client';
import type { AddGalleryImageBody, GalleryEntry, GalleryOrderBody, PatchGalleryImageBody } from '@vitrina/api-client';

/** The request bodies are the API's contracts (AddGalleryImageBody, PatchGalleryImageBody). */
export type GalleryImageInput = AddGalleryImageBody;

export interface AddGalleryImageArgs extends AddGalleryImageBody {
  clientId: number;
}

export interface UpdateGalleryImageArgs extends PatchGalleryImageBody {
  clientId: number;
  imageId: number;
}

const galleryPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/gallery`;
const tag = (clientId: number) => [{ type: 'Gallery' as const, id: clientId }];

/** Moves `ids[index]` one place in `direction`; null when it is already at that end. */
export function movedIds(ids: readonly number[], index: number, direction: 'up' | 'down'): number[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as number, next[index] as number];
  return next;
}

/** The entries in the order of `ids` (entries the ids do not name keep their place at the end). */
export function inOrder(entries: readonly GalleryEntry[], ids: readonly number[]): GalleryEntry[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  const at = (entry: GalleryEntry) => (entry.id === null ? Number.MAX_SAFE_INTEGER : (rank.get(entry.id) ?? Number.MAX_SAFE_INTEGER));
  return [...entries].sort((a, b) => at(a) - at(b));
}

export const galleryAdminApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    addGalleryImage: build.mutation<unknown, AddGalleryImageArgs>({
      query: ({ clientId, ...body }) => ({ url: galleryPath(clientId), method: 'POST', body }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : tag(clientId)),
    }),
    updateGalleryImage: build.mutation<unknown, UpdateGalleryImageArgs>({
      query: ({ clientId, imageId, ...body }) => ({ url: `${galleryPath(clientId)}/${imageId}`, method: 'PATCH', body }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : tag(clientId)),
    }),
    deleteGalleryImage: build.mutation<unknown, { clientId: number; imageId: number }>({
      // 204 without a body: read it as text so the empty answer is not a JSON error.
      query: ({ clientId, imageId }) => ({ url: `${galleryPath(clientId)}/${imageId}`, method: 'DELETE', responseHandler: 'text' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : tag(clientId)),
    }),
    /** The list moves at once (the owner sees the move); a refused order puts it back. */
    reorderGallery: build.mutation<unknown, GalleryOrderBody & { clientId: number }>({
      query: ({ clientId, ids }) => ({ url: `${galleryPath(clientId)}/order`, method: 'PUT', body: { ids } satisfies GalleryOrderBody }),
      extraOptions: { auth: 'bearer' },
      async onQueryStarted({ clientId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(galleryApi.util.updateQueryData('gallery', clientId, (draft) => inOrder(draft, ids)));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useAddGalleryImageMutation, useUpdateGalleryImageMutation, useDeleteGalleryImageMutation, useReorderGalleryMutation } =
  galleryAdminApi;
