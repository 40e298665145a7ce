// GET {api}/client/{id}/gallery → { images } in the owner's order (spec §2 /gallery, §3 "Gallery image";
// contract GalleryList).
import type { GalleryImage } from '@vitrina/core-model';
import { urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { galleryCalls } from '../contracts/calls/content.js';
import { vitrinaApi } from '../vitrina-api.js';

/** A gallery image as the API lists it: core-model's image plus its thumbnail, when one was made. */
export interface GalleryEntry extends GalleryImage {
  thumb_url: string | null;
}

export const galleryApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    gallery: build.query<GalleryEntry[], number>({
      query: (clientId) => urlOf(galleryCalls.publicList, { id: clientId }),
      transformResponse: (answer: AnswerOf<typeof galleryCalls.publicList>): GalleryEntry[] => answer.images,
      providesTags: (_result, _error, clientId) => [{ type: 'Gallery', id: clientId }],
    }),
  }),
});

export const { useGalleryQuery } = galleryApi;
