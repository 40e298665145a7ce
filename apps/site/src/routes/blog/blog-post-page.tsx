// /blog/{slug} (spec §2 "Blog post"): one post; a missing one was sent to /not-found by its loader. Its body
// is the sanitised HTML document the API stored (validation's rich-text allowlist, sanitised on write:
// docs/decisions.md "Blog bodies are the one rich text"), rendered as stored.
import { blogApi } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { DetailArticle } from '../store/detail-page.js';
import type { SiteState } from '../../store/create-store.js';

export function BlogPostPage() {
  const { t, i18n } = useTranslation(['sections', 'common']);
  const { site, hrefFor } = useSiteContext();
  const slug = useParams().slug ?? '';
  const post = useSelector((state: SiteState) => blogApi.endpoints.blogPost.select({ clientId: site.client.id, slug })(state).data);
  if (!post) return null;
  const locale = currentLocale(i18n);
  // The business's zone, so server and browser print the same date.
  const timeZone = site.client.timezone;
  return (
    <DetailArticle
      className="site-post"
      titleId="post-title"
      innerClassName="site-post__inner"
      back={{ to: hrefFor('/blog'), label: t('sections:blog.backToBlog'), className: 'site-post__back' }}
    >
      <h1 id="post-title" className="vs-section__title">
        {post.title}
      </h1>
      <p className="site-blog__meta">
        <time dateTime={post.published_at}>
          {t('sections:blog.publishedOn', { date: formatDate(post.published_at, locale, { timeZone }) })}
        </time>
        {post.author && <span> · {t('common:byAuthor', { author: post.author })}</span>}
      </p>
      {post.image_url && <img className="site-post__image" src={post.image_url} alt="" width={960} height={540} />}
      {/* Sanitised by the API on write with the one allowlist; never any other HTML. */}
      <div className="site-post__body" dangerouslySetInnerHTML={{ __html: post.body }} />
    </DetailArticle>
  );
}
