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

/**
 * The business's country (two-letter code; undefined outside a site or when it has none): whose phone rule
 * every phone field of its forms follows (issue 26), as the API's checks do.
 */
export function useBusinessCountry(): string | undefined {
  return businessCountry(useContext(SiteContext)?.site.client);
}

/** useBusinessCountry's answer for a client (a page served as islands has no site context). */
export function businessCountry(client: Pick<SiteData['client'], 'country'> | undefined): string | undefined {
  return client?.country?.country_code?.trim().toUpperCase() || undefined;
}
