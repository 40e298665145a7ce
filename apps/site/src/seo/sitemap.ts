// /sitemap.xml and /robots.txt per host. Freemium sites are not found on
// search engines (spec §8): robots.txt lets crawlers in so they read every page's noindex, and there
// is no sitemap. Previews and status pages are never listed.
import { isFreemium, isRouteAllowed } from '@vitrina/core-model';
import type { BlogPost, SiteData } from '@vitrina/core-model';
import { escapeHtml } from './head-tags.js';

export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

export function isIndexable(site: SiteData): boolean {
  return !isFreemium(site.client);
}

/** Home, the gallery and the blog when the plan has them and the site links them, and every post. */
export function sitemapEntries(site: SiteData, posts: readonly Pick<BlogPost, 'slug' | 'published_at'>[]): SitemapEntry[] {
  const plan = site.client.plan_slug;
  const msv = site.main_site_variables;
  const entries: SitemapEntry[] = [{ path: '/', lastModified: site.last_updated }];
  if (
    isRouteAllowed('gallery', plan) &&
    (msv.gallery_url?.trim() === '/gallery' || site.nav.some((n) => n.enabled && n.type === 'gallery'))
  ) {
    entries.push({ path: '/gallery' });
  }
  if (posts.length > 0 && isRouteAllowed('blogPost', plan)) {
    entries.push({ path: '/blog', lastModified: posts[0]?.published_at });
    for (const post of posts) entries.push({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.published_at });
  }
  return entries;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod =
      lastModified && !Number.isNaN(Date.parse(lastModified)) ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string, indexable: boolean): string {
  const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /gallery/admin', 'Disallow: /manage'];
  if (indexable) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
