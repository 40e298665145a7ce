// Where a page's site data comes from (spec §2 preview parameters, §4 "Site load"), small enough to
// travel as loader data; the documents themselves stay in the RTK Query cache.
import type { PreviewImages } from './image-preview.js';

export type SiteSource =
  | { kind: 'host'; host: string }
  | { kind: 'builder'; builderId: string; templateId: number }
  | { kind: 'wizard'; wizardSessionId: string; templateId: number }
  | { kind: 'client'; clientId: number; templateId: number };

export interface SiteRef {
  source: SiteSource;
  /** Template whose json is merged in (template-only sites, builder previews); null when none is. */
  mergeTemplateId: number | null;
  /** The image-preview parameters the business's own files answer (image-preview.ts); null when none. */
  images: PreviewImages | null;
}

/** Previews load data by id: no host check, no plan gating, never indexed. */
export function isLoadedById(ref: SiteRef): boolean {
  return ref.source.kind !== 'host';
}
