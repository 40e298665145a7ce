// Where the Blog screen's views live: /manage/blog (the list), /manage/blog/new, /manage/blog/{postId}.
import { screenPath } from '../screen-path.js';

export const BLOG_PATH = screenPath('blog');
export const NEW_POST_PATH = `${BLOG_PATH}/new`;
export const postPath = (postId: number) => `${BLOG_PATH}/${postId}`;

export type BlogView = { name: 'list' } | { name: 'new' } | { name: 'edit'; postId: number } | { name: 'unknown' };

/** The view a path names; anything under /manage/blog that is no view is `unknown`. */
export function blogViewOf(pathname: string): BlogView {
  const rest = pathname.startsWith(BLOG_PATH) ? pathname.slice(BLOG_PATH.length).replace(/\/+$/, '') : '';
  if (rest === '') return { name: 'list' };
  if (rest === '/new') return { name: 'new' };
  const id = /^\/([1-9][0-9]{0,9})$/.exec(rest)?.[1];
  return id ? { name: 'edit', postId: Number(id) } : { name: 'unknown' };
}
