// The code of each page, loaded on demand: only the code of the page being shown loads.
import type { ComponentType } from 'react';
import type { PageHandle, PageKey } from './route-table.js';

export type PageComponent = ComponentType<{ handle: PageHandle }>;

export interface PageModule {
  load: () => Promise<PageComponent>;
}

export const PAGE_MODULES: Readonly<Record<PageKey, PageModule>> = {
  home: { load: async () => (await import('./home/home-page.js')).HomePage },
  gallery: { load: async () => (await import('./gallery/gallery-page.js')).GalleryPage },
  blog: { load: async () => (await import('./blog/blog-page.js')).BlogPage },
  blogPost: { load: async () => (await import('./blog/blog-post-page.js')).BlogPostPage },
  status: { load: async () => (await import('./status/status-page.js')).StatusPage },
  notAvailable: { load: async () => (await import('./status/not-available-page.js')).NotAvailablePage },
};
