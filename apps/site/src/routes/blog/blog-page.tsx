// /blog (spec §2 "Blog list"): the published posts, newest first; none → §8 "Blogs Not Available".
import { blogApi } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { SiteState } from '../../store/create-store.js';
import { NotAvailableView } from '../status/not-available-page.js';
import { PageFrame } from '../page-frame.js';

export function BlogPage() {
  const { t, i18n } = useTranslation(['sections', 'common']);
  const { site, hrefFor } = useSiteContext();
  const posts = useSelector((state: SiteState) => blogApi.endpoints.blogPosts.select(site.client.id)(state).data) ?? [];
  const locale = currentLocale(i18n);
  // The business's zone, so server and browser print the same date.
  const timeZone = site.client.timezone;
  if (posts.length === 0) return <NotAvailableView kind="blogs" />;
  return (
    <PageFrame name="blog" title={t('sections:blog.title')}>
      <ul className="site-blog__list">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="site-blog__card" aria-labelledby={`post-${post.slug}`}>
              {post.image_url && <img className="site-blog__image" src={post.image_url} alt="" width={480} height={270} loading="lazy" />}
              <div className="site-blog__body">
                <h2 id={`post-${post.slug}`} className="site-blog__title">
                  <Link to={hrefFor(`/blog/${encodeURIComponent(post.slug)}`)}>{post.title}</Link>
                </h2>
                <p className="site-blog__meta">
                  <time dateTime={post.published_at}>
                    {t('sections:blog.publishedOn', { date: formatDate(post.published_at, locale, { timeZone }) })}
                  </time>
                </p>
                {post.summary && <p className="site-blog__excerpt">{post.summary}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
