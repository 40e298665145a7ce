// Spec §2 "Preview query parameters" and §4 "Preview mode keeps the query string on internal links".

export interface ImagePreview {
  aboutImgUrl: string;
  heroImgUrl: string;
}

type PreviewMode =
  | { mode: 'none' }
  | { mode: 'builder'; builderId: string; templateId: string }
  | { mode: 'wizard'; wizardSessionId: string; templateId: string }
  | { mode: 'client'; clientId: string; templateId: string }
  | { mode: 'image' };

/** The detected mode plus the image-preview markers, which may come with any mode. */
type PreviewInfo = PreviewMode & { images: ImagePreview | null };

function params(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

function get(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return value ? value : null;
}

/**
 * Builder (builder_id + template_id) wins over wizard (wizard_session_id + template_id), then client
 * (client_id + template_id), then image preview (about_img_url and hero_img_url both present).
 */
export function detectPreview(search: string | URLSearchParams): PreviewInfo {
  const q = params(search);
  const templateId = get(q, 'template_id');
  const about = get(q, 'about_img_url');
  const hero = get(q, 'hero_img_url');
  const images = about && hero ? { aboutImgUrl: about, heroImgUrl: hero } : null;
  const builderId = get(q, 'builder_id');
  const wizardSessionId = get(q, 'wizard_session_id');
  const clientId = get(q, 'client_id');
  if (templateId && builderId) return { mode: 'builder', builderId, templateId, images };
  if (templateId && wizardSessionId) return { mode: 'wizard', wizardSessionId, templateId, images };
  if (templateId && clientId) return { mode: 'client', clientId, templateId, images };
  if (images) return { mode: 'image', images };
  return { mode: 'none', images: null };
}

function isPreview(search: string | URLSearchParams): boolean {
  return detectPreview(search).mode !== 'none';
}

/** In preview mode an internal href carries the page's query string so the preview survives navigation. */
export function withPreviewQuery(href: string, search: string | URLSearchParams): string {
  if (!href.startsWith('/') || href.startsWith('//') || !isPreview(search)) return href;
  const query = params(search).toString();
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
