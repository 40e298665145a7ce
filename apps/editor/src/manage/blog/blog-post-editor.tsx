// The Blog screen's post view: /manage/blog/new starts an empty draft, /manage/blog/{postId} loads the post
// (a post just created arrives with the navigation, so the form stays on screen while it is fetched). The form
// (tiptap, DOMPurify) is its own chunk: the rest of the back office does not wait for the rich-text editor.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOwnerBlogPostQuery } from '@vitrina/api-client/back-office';
import type { BlogPostEntry } from '@vitrina/api-client/back-office';
import { Spinner } from '@vitrina/ui-kit';
import { RecordEditor } from '../kit/record-editor.js';
import type { RecordEditorRouteProps } from '../kit/record-routes.js';
import { BLOG_PATH } from './blog-paths.js';

const BlogForm = lazy(() => import('./blog-form.js').then((m) => ({ default: m.BlogForm })));

const FRAME = { texts: 'blog.form', titleId: 'vbl-title', className: 'vbl-blog vbl-blog--post', backTo: BLOG_PATH } as const;

function handedOver(state: unknown, postId: number | null): BlogPostEntry | null {
  const post = (state as { post?: BlogPostEntry } | null)?.post;
  return post && post.id === postId ? post : null;
}

/** `id`: the post to edit; null for a new one. */
export function BlogPostEditor({ clientId, id: postId }: RecordEditorRouteProps) {
  const { t } = useTranslation(['manage']);
  const known = handedOver(useLocation().state, postId);
  const query = useOwnerBlogPostQuery(
    { clientId, postId: postId ?? 0 },
    { skip: postId === null || known !== null, refetchOnMountOrArgChange: true },
  );
  const post = known ?? query.data ?? null;
  const form =
    postId === null || post ? (
      <Suspense fallback={<Spinner label={t('manage:blog.form.loading')} />}>
        <BlogForm key={post?.id ?? 'new'} clientId={clientId} post={post} />
      </Suspense>
    ) : null;
  return <RecordEditor frame={FRAME} isNew={postId === null} query={query} form={form} />;
}
