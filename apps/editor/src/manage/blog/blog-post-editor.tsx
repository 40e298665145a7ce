// The Blog screen's post view: /manage/blog/new starts an empty draft, /manage/blog/{postId} loads the post
// (a post just created arrives with the navigation, so the form stays on screen while it is fetched). The form
// (tiptap, DOMPurify) is its own chunk: the rest of the back office does not wait for the rich-text editor.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOwnerBlogPostQuery } from '@vitrina/api-client/back-office';
import type { BlogPostEntry } from '@vitrina/api-client/back-office';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { BLOG_PATH } from './blog-paths.js';

const BlogForm = lazy(() => import('./blog-form.js').then((m) => ({ default: m.BlogForm })));

export interface BlogPostEditorProps {
  clientId: number;
  /** The post to edit; null for a new one. */
  postId: number | null;
}

function handedOver(state: unknown, postId: number | null): BlogPostEntry | null {
  const post = (state as { post?: BlogPostEntry } | null)?.post;
  return post && post.id === postId ? post : null;
}

export function BlogPostEditor({ clientId, postId }: BlogPostEditorProps) {
  const { t } = useTranslation(['manage']);
  const location = useLocation();
  const known = handedOver(location.state, postId);
  const query = useOwnerBlogPostQuery(
    { clientId, postId: postId ?? 0 },
    { skip: postId === null || known !== null, refetchOnMountOrArgChange: true },
  );
  const post = known ?? query.data ?? null;
  const notFound = query.isError && query.error && 'status' in query.error && query.error.status === 404;

  let body;
  if (postId === null) {
    body = <BlogForm key="new" clientId={clientId} post={null} />;
  } else if (post) {
    body = <BlogForm key={post.id} clientId={clientId} post={post} />;
  } else if (query.isLoading) {
    body = <Spinner label={t('manage:blog.form.loading')} />;
  } else if (notFound) {
    body = <p className="vb-state">{t('manage:blog.form.notFound')}</p>;
  } else {
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:blog.form.loadFailed')}
        retryLabel={t('manage:blog.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <ScreenFrame
      titleId="vbl-title"
      title={t(postId === null ? 'manage:blog.form.newTitle' : 'manage:blog.form.editTitle')}
      intro={t('manage:blog.form.intro')}
      className="vbl-blog vbl-blog--post"
    >
      <Link className="vbl-link vbl-back" to={BLOG_PATH}>
        {t('manage:blog.form.back')}
      </Link>
      <Suspense fallback={<Spinner label={t('manage:blog.form.loading')} />}>{body}</Suspense>
    </ScreenFrame>
  );
}
