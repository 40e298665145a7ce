// GET {api}/client/{id}/gallery → { images } in the owner's order (spec §2 /gallery, §3 "Gallery image").
import type { GalleryImage } from '@vitrina/core-model';
import { vitrinaApi } from '../vitrina-api.js';

/** A gallery image as the API lists it: core-model's image plus its thumbnail, when one was made. */
export interface GalleryEntry extends GalleryImage {
  thumb_url: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readEntry(raw: unknown): GalleryEntry[] {
  if (!isRecord(raw) || typeof raw.image !== 'string') return [];
  return [
    {
      id: typeof raw.id === 'number' ? raw.id : null,
      image: raw.image,
      description: typeof raw.description === 'string' ? raw.description : '',
      thumb_url: typeof raw.thumb_url === 'string' && raw.thumb_url ? raw.thumb_url : null,
    },
  ];
}

export const galleryApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    gallery: build.query<GalleryEntry[], number>({
      query: (clientId) => `client/${encodeURIComponent(String(clientId))}/gallery`,
      transformResponse: (raw: unknown) => (isRecord(raw) && Array.isArray(raw.images) ? raw.images.flatMap(readEntry) : []),
      providesTags: (_result, _error, clientId) => [{ type: 'Gallery', id: clientId }],
    }),
  }),
});

export const { useGalleryQuery } = galleryApi;
