// The gallery image form (spec §3 "Gallery image: image and description"): an uploaded image is required;
// the description is plain text, tags stripped and trimmed (spec §5), at most what the API keeps.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M, stripTags } from '@vitrina/validation';

export const GALLERY_DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_REQUIRED = 'editor:popups.galleryImage.imageRequired';

export const galleryImageSchema = object({
  image_url: string().default('').required(IMAGE_REQUIRED),
  thumb_url: string().nullable().default(null),
  description: string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? stripTags(value).trim() : ''))
    .max(GALLERY_DESCRIPTION_MAX_LENGTH, M.invalid.tooLong),
});

export type GalleryImageValues = InferType<typeof galleryImageSchema>;
