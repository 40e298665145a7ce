// The back office's Blog screen (spec §2 /blog, /blog/{slug}; §3 "Blog"): the owner's posts at /manage/blog,
// a new post at /manage/blog/new and one post at /manage/blog/{postId}. Owners and managers use it
// (core-model canUseScreen); the API refuses anyone else, and refuses writes on a plan without the blog.
import '../kit/kit.css';
import './blog.css';
import { RecordRoutes } from '../kit/record-routes.js';
import { BlogList } from './blog-list.js';
import { blogViewOf } from './blog-paths.js';
import { BlogPostEditor } from './blog-post-editor.js';

export interface BlogScreenProps {
  /** The business whose blog this is (the host's client). */
  clientId: number;
}

export function BlogScreen({ clientId }: BlogScreenProps) {
  return <RecordRoutes clientId={clientId} viewOf={blogViewOf} list={BlogList} editor={BlogPostEditor} />;
}
