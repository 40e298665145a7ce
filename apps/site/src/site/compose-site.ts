// Builds the SiteData a page shows from the cached documents its SiteRef names. Used by loaders, the
// server's head tags and the components, so all three see the same site.
import { previewApi, siteApi } from '@vitrina/api-client';
import { mergeTemplate, previewSiteData } from '@vitrina/core-model';
import type { BuilderData, SiteData } from '@vitrina/core-model';
import type { SiteState } from '../store/create-store.js';
import { applyImagePreview } from './image-preview.js';
import type { SiteRef } from './site-ref.js';

export interface SiteParts {
  base: SiteData | undefined;
  template: SiteData | undefined;
  builder: BuilderData | undefined;
}

/** The parts of a state and ref: a page reads them several times (loaders, head, each of `useComposedSite`'s selectors). */
const partsOf = new WeakMap<SiteState, WeakMap<SiteRef, SiteParts>>();

export function selectSiteParts(state: SiteState, ref: SiteRef): SiteParts {
  let byRef = partsOf.get(state);
  let parts = byRef?.get(ref);
  if (!parts) {
    parts = readSiteParts(state, ref);
    if (!byRef) partsOf.set(state, (byRef = new WeakMap()));
    byRef.set(ref, parts);
  }
  return parts;
}

function readSiteParts(state: SiteState, ref: SiteRef): SiteParts {
  const { source } = ref;
  const template = ref.mergeTemplateId === null ? undefined : previewApi.endpoints.templateData.select(ref.mergeTemplateId)(state).data;
  switch (source.kind) {
    case 'host':
      return { base: siteApi.endpoints.siteData.select(source.host)(state).data, template, builder: undefined };
    case 'client':
      return { base: siteApi.endpoints.clientWebsiteData.select(source.clientId)(state).data, template, builder: undefined };
    case 'wizard': {
      const args = { wizardSessionId: source.wizardSessionId, templateId: source.templateId };
      return { base: previewApi.endpoints.wizardPreview.select(args)(state).data, template, builder: undefined };
    }
    case 'builder':
      return { base: undefined, template, builder: previewApi.endpoints.builderData.select(source.builderId)(state).data };
  }
}

/** The site to show, or null while a document it needs is missing from the cache. */
export function composeSite(ref: SiteRef, { base, template, builder }: SiteParts): SiteData | null {
  let site: SiteData | null;
  const { source } = ref;
  if (source.kind === 'builder') {
    site = template && builder ? previewSiteData({ id: source.templateId, data: template }, builder) : null;
  } else if (!base) {
    site = null;
  } else {
    site = source.kind === 'client' ? { ...base, template: { ...base.template, id: source.templateId } } : base;
    if (ref.mergeTemplateId !== null && template) site = mergeTemplate(template, site);
  }
  return site && applyImagePreview(site, ref.images);
}
