// Loads the site data of a request into the store (spec §4 "Site load", §2 previews, §8 errors):
// by host (www. stripped, demo host on localhost), or by id for builder, wizard and client previews.
import { previewApi, siteApi } from '@vitrina/api-client';
import { detectPreview, isTemplateOnly, normalizeHost } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import type { SiteStore } from '../store/create-store.js';
import { composeSite, selectSiteParts } from './compose-site.js';
import { ownPreviewImages } from './image-preview.js';
import type { SiteRef, SiteSource } from './site-ref.js';

export type SiteLoad =
  | { kind: 'site'; ref: SiteRef; site: SiteData }
  /** §8: site.json answered 403 or 404 — the site is not found. */
  | { kind: 'missing' }
  /** §8: builder or wizard (or client preview) data could not be loaded — back to /. */
  | { kind: 'preview-failed' }
  /** §8 "Site load failure": anything else (API down, 5xx). */
  | { kind: 'failed'; status: number };

interface QueryResult {
  data?: unknown;
  error?: unknown;
}

function errorStatus(result: QueryResult): number | null {
  if (!result.error) return null;
  const status = (result.error as { status?: unknown }).status;
  return typeof status === 'number' ? status : 503;
}

function positiveInt(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function sourceOf(url: URL, demoHost: string): SiteSource | null {
  const preview = detectPreview(url.search);
  switch (preview.mode) {
    case 'builder':
    case 'wizard':
    case 'client': {
      const templateId = positiveInt(preview.templateId);
      if (templateId === null) return null;
      if (preview.mode === 'builder') return { kind: 'builder', builderId: preview.builderId, templateId };
      if (preview.mode === 'wizard') return { kind: 'wizard', wizardSessionId: preview.wizardSessionId, templateId };
      const clientId = positiveInt(preview.clientId);
      return clientId === null ? null : { kind: 'client', clientId, templateId };
    }
    default:
      return { kind: 'host', host: normalizeHost(url.host, { demoHost }) };
  }
}

async function loadBase(store: SiteStore, source: SiteSource): Promise<QueryResult> {
  switch (source.kind) {
    case 'host':
      return store.dispatch(siteApi.endpoints.siteData.initiate(source.host));
    case 'client':
      return store.dispatch(siteApi.endpoints.clientWebsiteData.initiate(source.clientId));
    case 'wizard':
      return store.dispatch(
        previewApi.endpoints.wizardPreview.initiate({ wizardSessionId: source.wizardSessionId, templateId: source.templateId }),
      );
    case 'builder': {
      const [builder, template] = await Promise.all([
        store.dispatch(previewApi.endpoints.builderData.initiate(source.builderId)),
        store.dispatch(previewApi.endpoints.templateData.initiate(source.templateId)),
      ]);
      return builder.error ? builder : template;
    }
  }
}

export async function loadSite(store: SiteStore, url: URL, demoHost: string): Promise<SiteLoad> {
  const source = sourceOf(url, demoHost);
  if (!source) return { kind: 'preview-failed' };
  const base = await loadBase(store, source);
  const status = errorStatus(base);
  if (status !== null) {
    if (source.kind !== 'host') return { kind: 'preview-failed' };
    return status === 403 || status === 404 ? { kind: 'missing' } : { kind: 'failed', status };
  }
  let mergeTemplateId: number | null = source.kind === 'builder' ? source.templateId : null;
  if (source.kind === 'host' || source.kind === 'client') {
    const own = base.data as SiteData;
    const templateId = source.kind === 'client' ? source.templateId : own.template.id;
    if (isTemplateOnly({ ...own, template: { ...own.template, id: templateId } })) {
      // A template that cannot be read leaves the site as it is rather than failing the page.
      const template = await store.dispatch(previewApi.endpoints.templateData.initiate(templateId));
      if (!template.error) mergeTemplateId = templateId;
    }
  }
  const plain: SiteRef = { source, mergeTemplateId, images: null };
  const parts = selectSiteParts(store.getState(), plain);
  const without = composeSite(plain, parts);
  if (!without) return { kind: 'failed', status: 503 };
  // Only the images the business owns travel on (and into the page's state): the others are as if not asked.
  const ref: SiteRef = { ...plain, images: ownPreviewImages(detectPreview(url.search).images, without.client) };
  const site = composeSite(ref, parts);
  return site ? { kind: 'site', ref, site } : { kind: 'failed', status: 503 };
}

/** A request's site load, kept for the other loaders of its navigation (see loadSiteOf). */
const loadsByRequest = new WeakMap<Request, { store: SiteStore; demoHost: string; load: Promise<SiteLoad> }>();

/**
 * `loadSite` for a loader's request: the root loader and the page's loader run side by side on the same Request
 * and both need its site, so the second one is given the first one's load (the same queries and the same
 * answer) instead of dispatching them again and composing the site a second time.
 */
export function loadSiteOf(store: SiteStore, request: Request, demoHost: string): Promise<SiteLoad> {
  const kept = loadsByRequest.get(request);
  if (kept?.store === store && kept.demoHost === demoHost) return kept.load;
  const load = loadSite(store, new URL(request.url), demoHost);
  loadsByRequest.set(request, { store, demoHost, load });
  return load;
}
