// The back office's Blog screen (mounted at /manage/blog).
export { BlogScreen } from './blog-screen.js';
export type { BlogScreenProps } from './blog-screen.js';
