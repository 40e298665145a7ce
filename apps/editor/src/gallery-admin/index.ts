export { GalleryAdmin } from './gallery-admin.js';
export {
  galleryAdminApi,
  inOrder,
  movedIds,
  useAddGalleryImageMutation,
  useDeleteGalleryImageMutation,
  useReorderGalleryMutation,
  useUpdateGalleryImageMutation,
} from './gallery-admin-api.js';
export type { AddGalleryImageArgs, GalleryImageInput, UpdateGalleryImageArgs } from './gallery-admin-api.js';
export { ownerErrorMessage } from './owner-error-message.js';
