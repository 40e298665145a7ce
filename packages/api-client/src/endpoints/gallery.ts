// GET {api}/client/{id}/gallery → { images } in the owner's order (spec §2 /gallery, §3 "Gallery image";
// contract GalleryList).
import type { GalleryImage } from '@vitrina/core-model';
import type { GalleryList } from '../contracts/gallery.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

/** A gallery image as the API lists it: core-model's image plus its thumbnail, when one was made. */
export interface GalleryEntry extends GalleryImage {
  thumb_url: string | null;
}

export const galleryApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    gallery: build.query<GalleryEntry[], number>({
      query: (clientId) => clientPath(clientId, 'gallery'),
      transformResponse: (answer: GalleryList): GalleryEntry[] => answer.images,
      providesTags: (_result, _error, clientId) => [{ type: 'Gallery', id: clientId }],
    }),
  }),
});

export const { useGalleryQuery } = galleryApi;
