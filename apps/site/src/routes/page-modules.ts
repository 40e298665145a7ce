// The code of each page, loaded on demand (issue 4: "Only the code of the page being shown loads").
// `file` names the same module for the server, which preloads the current page's chunk.
import type { ComponentType } from 'react';
import type { PageHandle, PageKey } from './route-table.js';

export type PageComponent = ComponentType<{ handle: PageHandle }>;

export interface PageModule {
  file: string;
  load: () => Promise<PageComponent>;
}

export const PAGE_MODULES: Readonly<Record<PageKey, PageModule>> = {
  home: { file: 'src/routes/home/home-page.tsx', load: async () => (await import('./home/home-page.js')).HomePage },
  gallery: { file: 'src/routes/gallery/gallery-page.tsx', load: async () => (await import('./gallery/gallery-page.js')).GalleryPage },
  blog: { file: 'src/routes/blog/blog-page.tsx', load: async () => (await import('./blog/blog-page.js')).BlogPage },
  blogPost: { file: 'src/routes/blog/blog-post-page.tsx', load: async () => (await import('./blog/blog-post-page.js')).BlogPostPage },
  status: { file: 'src/routes/status/status-page.tsx', load: async () => (await import('./status/status-page.js')).StatusPage },
  notAvailable: {
    file: 'src/routes/status/not-available-page.tsx',
    load: async () => (await import('./status/not-available-page.js')).NotAvailablePage,
  },
};
