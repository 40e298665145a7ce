// GET {api}/client/{id}/gallery → { images } in the owner's order (spec §2 /gallery, §3 "Gallery image";
// contract GalleryList).
import type { GalleryImage } from '@vitrina/core-model';
import type { GalleryImageEntry, GalleryList } from '../contracts/gallery.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

/** A gallery image as the API lists it: core-model's image plus its thumbnail, when one was made. */
export interface GalleryEntry extends GalleryImage {
  thumb_url: string | null;
}

function readEntry(raw: unknown): GalleryEntry[] {
  const entry = unchecked<GalleryImageEntry>(raw);
  if (!entry || typeof entry.image !== 'string') return [];
  return [
    {
      id: typeof entry.id === 'number' ? entry.id : null,
      image: entry.image,
      description: typeof entry.description === 'string' ? entry.description : '',
      thumb_url: typeof entry.thumb_url === 'string' && entry.thumb_url ? entry.thumb_url : null,
    },
  ];
}

export const galleryApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    gallery: build.query<GalleryEntry[], number>({
      query: (clientId) => `client/${encodeURIComponent(String(clientId))}/gallery`,
      transformResponse: (raw: unknown) => {
        const images = unchecked<GalleryList>(raw)?.images;
        return Array.isArray(images) ? images.flatMap(readEntry) : [];
      },
      providesTags: (_result, _error, clientId) => [{ type: 'Gallery', id: clientId }],
    }),
  }),
});

export const { useGalleryQuery } = galleryApi;
