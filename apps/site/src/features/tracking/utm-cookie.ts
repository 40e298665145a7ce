// Spec §9 "Tracking cookie utm_params: 30 days, path root", holding the tracked campaign parameters of
// the landing URL (anything starting with utm, plus the listed click ids). A URL without any keeps the
// cookie the visitor already has, so the campaign that brought them stays attributed for 30 days.
import { UTM_COOKIE_DAYS, UTM_COOKIE_NAME, UTM_COOKIE_PATH, isTrackedParameter, trackedCampaignParams } from '@vitrina/core-model';

const DAY_SECONDS = 24 * 60 * 60;

/** Stores the URL's tracked parameters; returns what the cookie now holds. */
export function rememberCampaignParams(search: string, doc: Document = document): Record<string, string> {
  const fromUrl = trackedCampaignParams(search);
  if (Object.keys(fromUrl).length === 0) return readCampaignParams(doc);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    `${UTM_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(fromUrl))}; Max-Age=${UTM_COOKIE_DAYS * DAY_SECONDS}; ` +
    `Path=${UTM_COOKIE_PATH}; SameSite=Lax${secure}`;
  return fromUrl;
}

/** The cookie's parameters; anything unreadable or untracked is left out. */
export function readCampaignParams(doc: Document = document): Record<string, string> {
  const prefix = `${UTM_COOKIE_NAME}=`;
  const raw = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (isTrackedParameter(name) && typeof value === 'string') params[name] = value;
  }
  return params;
}
