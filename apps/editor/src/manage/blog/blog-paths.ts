// Where the Blog screen's views live: /manage/blog (the list), /manage/blog/new, /manage/blog/{postId}.
import { recordPaths } from '../kit/record-paths.js';

const paths = recordPaths('blog');
export const BLOG_PATH = paths.list;
export const NEW_POST_PATH = paths.create;
export const postPath = paths.of;
export const blogViewOf = paths.viewOf;
