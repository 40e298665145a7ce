// The back office's Blog screen (spec §2 /blog, /blog/{slug}; §3 "Blog"): the owner's posts at /manage/blog,
// a new post at /manage/blog/new and one post at /manage/blog/{postId}. Owners and managers use it
// (core-model canUseScreen); the API refuses anyone else, and refuses writes on a plan without the blog.
import '../kit/kit.css';
import './blog.css';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../screen-panels.js';
import { BlogList } from './blog-list.js';
import { blogViewOf } from './blog-paths.js';
import { BlogPostEditor } from './blog-post-editor.js';

export interface BlogScreenProps {
  /** The business whose blog this is (the host's client). */
  clientId: number;
}

export function BlogScreen({ clientId }: BlogScreenProps) {
  const view = blogViewOf(useLocation().pathname);
  if (view.name === 'new') return <BlogPostEditor clientId={clientId} postId={null} />;
  if (view.name === 'edit') return <BlogPostEditor key={view.postId} clientId={clientId} postId={view.postId} />;
  if (view.name === 'unknown') return <NotFoundPanel />;
  return <BlogList clientId={clientId} />;
}
