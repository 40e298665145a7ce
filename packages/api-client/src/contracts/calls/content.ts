// The calls of the content module (contracts/public.ts, blog-posts.ts, gallery.ts): the public blog and gallery,
// and the back office's Blog screen and gallery admin.
import { call, resourceCalls } from '../call.js';
import type { BlogPostEntry, BlogPostInput, BlogPostListQuery, BlogPostPage } from '../blog-posts.js';
import type {
  AddGalleryImageBody,
  ChangedGalleryImage,
  GalleryList,
  GalleryOrderBody,
  PatchGalleryImageBody,
  ReorderedGallery,
} from '../gallery.js';
import type { BlogList, BlogPostAnswer } from '../public.js';

export const blogCalls = {
  /** The client's published posts, newest first, without bodies (spec §2 /blog). */
  publicList: call<{ answer: BlogList }>()('GET', '/api/client/:id/blog'),
  /** One published post by its slug (spec §2 /blog/{slug}). */
  publicPost: call<{ answer: BlogPostAnswer }>()('GET', '/api/client/:id/blog/:slug'),
  /** The back office's posts, drafts included, a page at a time; one post with its body; a new one (a draft); a change; erase: 204. */
  ...resourceCalls<{ list: { query: BlogPostListQuery; answer: BlogPostPage }; entry: BlogPostEntry; input: BlogPostInput }>()(
    '/api/client/:id/blog-posts',
    'postId',
    ['list', 'get', 'create', 'replace', 'erase'],
  ),
  /** A post published. */
  publish: call<{ answer: BlogPostEntry }>()('POST', '/api/client/:id/blog-posts/:postId/publish'),
  /** A post made a draft again. */
  unpublish: call<{ answer: BlogPostEntry }>()('POST', '/api/client/:id/blog-posts/:postId/unpublish'),
};

export const galleryCalls = {
  /** The client's gallery images, in the owner's order (spec §2 /gallery). */
  publicList: call<{ answer: GalleryList }>()('GET', '/api/client/:id/gallery'),
  /** An image added at the end, 201. */
  add: call<{ body: AddGalleryImageBody; answer: ChangedGalleryImage }>()('POST', '/api/client/:id/gallery'),
  /** The images reordered (every id once). */
  reorder: call<{ body: GalleryOrderBody; answer: ReorderedGallery }>()('PUT', '/api/client/:id/gallery/order'),
  /** An image's description and/or image changed. */
  change: call<{ body: PatchGalleryImageBody; answer: ChangedGalleryImage }>()('PATCH', '/api/client/:id/gallery/:imageId'),
  /** An image removed, 204. */
  remove: call<{ answer: void }>()('DELETE', '/api/client/:id/gallery/:imageId'),
};
