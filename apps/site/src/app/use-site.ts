// The composed site of a SiteRef, read from the RTK Query cache the loaders filled.
import type { SiteData } from '@vitrina/core-model';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { composeSite, selectSiteParts } from '../site/compose-site.js';
import type { SiteRef } from '../site/site-ref.js';
import type { SiteState } from '../store/create-store.js';

export function useComposedSite(ref: SiteRef): SiteData | null {
  const base = useSelector((state: SiteState) => selectSiteParts(state, ref).base);
  const template = useSelector((state: SiteState) => selectSiteParts(state, ref).template);
  const builder = useSelector((state: SiteState) => selectSiteParts(state, ref).builder);
  return useMemo(() => composeSite(ref, { base, template, builder }), [ref, base, template, builder]);
}
