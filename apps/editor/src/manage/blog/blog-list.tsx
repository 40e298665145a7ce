// The Blog screen's list (/manage/blog): the client's posts, searched, filtered and sorted on the server and
// loaded a page at a time ("Load more" follows the keyset cursor). Each row: title, Draft/Published badge,
// the date that matters (published or last changed), Edit, and View on site once published.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerBlogPostsInfiniteQuery } from '@vitrina/api-client/back-office';
import type { BlogPostSummary } from '@vitrina/api-client/back-office';
import { ButtonLink } from '../button-link.js';
import { FilterBar, ListScreen, filterTexts, listTexts, rowsOf, useListFilter } from '../kit/index.js';
import { blogChoices } from './blog-filters.js';
import type { BlogFilter } from './blog-filters.js';
import { NEW_POST_PATH, postPath } from './blog-paths.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface BlogListProps {
  clientId: number;
}

function PostRow({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const published = post.status === 'published';
  const title = post.title || t('manage:blog.untitled');
  return (
    <li className="vbl-row">
      <div className="vbl-row__main">
        <span className="vbl-row__title">{title}</span>
        <span className={['vbl-badge', !published && 'vbl-badge--muted'].filter(Boolean).join(' ')}>
          {t(published ? 'manage:blog.badges.published' : 'manage:blog.badges.draft')}
        </span>
      </div>
      <span className="vbl-row__when">
        {published && post.published_at
          ? t('manage:blog.publishedOn', { date: dates.date(post.published_at) })
          : t('manage:blog.changedOn', { date: dates.date(post.updated_at) })}
      </span>
      <span className="vbl-row__actions">
        <Link className="vbl-link" to={postPath(post.id)} aria-label={t('manage:blog.editPost', { title })}>
          {t('manage:blog.edit')}
        </Link>
        {published ? (
          <a className="vbl-link" href={post.path} target="_blank" rel="noreferrer" aria-label={t('manage:blog.viewPost', { title })}>
            {t('manage:blog.view')}
          </a>
        ) : null}
      </span>
    </li>
  );
}

export function BlogList({ clientId }: BlogListProps) {
  const { t } = useTranslation(['manage']);
  const filter = useListFilter<BlogFilter>({ status: 'all', sort: 'updated', q: '' }, ['sort']);
  const list = useOwnerBlogPostsInfiniteQuery({ clientId, ...filter.value }, { refetchOnMountOrArgChange: true });
  return (
    <ListScreen
      section="blog"
      titleId="vbl-title"
      className="vbl-blog"
      actions={<ButtonLink to={NEW_POST_PATH}>{t('manage:blog.newPost')}</ButtonLink>}
      filters={<FilterBar value={filter.value} onChange={filter.onChange} texts={filterTexts(t, 'blog')} choices={blogChoices(t)} />}
      query={list}
      items={rowsOf(list.data, (page) => page.posts)}
      filtered={filter.narrowed}
      texts={listTexts(t, 'blog')}
      moreClassName="vbl-more"
      row={(post) => <PostRow post={post} />}
    />
  );
}
