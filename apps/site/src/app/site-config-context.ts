import { createContext, useContext } from 'react';
import type { SiteConfig } from './site-env.js';

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}
