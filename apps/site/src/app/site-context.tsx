// The site a page shows, its source and the href mapper, for every component below the root layout.
import type { SiteData } from '@vitrina/core-model';
import type { HrefFor } from '@vitrina/sections';
import { createContext, useContext } from 'react';
import type { SiteRef } from '../site/site-ref.js';

export interface SiteContextValue {
  site: SiteData;
  ref: SiteRef;
  hrefFor: HrefFor;
  openContact: () => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSiteContext must be used inside the site layout');
  return value;
}
