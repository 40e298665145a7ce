// Site data (spec §7): the published document from the asset store, and the client's site data from the API.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import type { AnswerOf } from '../contracts/call.js';
import { urlOf } from '../contracts/call.js';
import { siteCalls } from '../contracts/calls/sites.js';
import { vitrinaApi } from '../vitrina-api.js';
import { deepFreeze } from '../deep-freeze.js';

/** Upgraded documents of frozen (kept, shared: read-once-query.ts `reuseByEtag`) answers, frozen in turn. */
const migrated = new WeakMap<object, SiteData>();

/** migrateSiteData, done once per kept answer: a frozen answer is the same document every time it comes. */
export function migrateAnswer(raw: unknown): SiteData {
  if (typeof raw !== 'object' || raw === null || !Object.isFrozen(raw)) return migrateSiteData(raw);
  let site = migrated.get(raw);
  if (!site) {
    site = deepFreeze(migrateSiteData(raw));
    migrated.set(raw, site);
  }
  return site;
}

export const siteApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {assets}/sites/{host}/site.json; `host` already normalised (no `www.`, demo host on localhost). */
    siteData: build.query<SiteData, string>({
      query: (host) => `sites/${encodeURIComponent(host)}/site.json`,
      extraOptions: { target: 'assets' },
      // Stored documents may be older than this code: upgrade them on the way in.
      transformResponse: (raw: unknown) => migrateAnswer(raw),
      providesTags: (_result, _error, host) => [{ type: 'Site', id: host }],
    }),
    /** GET {api}/client/{id}/websitedata. */
    clientWebsiteData: build.query<SiteData, number>({
      query: (clientId) => urlOf(siteCalls.published, { client_id: clientId }),
      // A document stored before a schema change is upgraded on the way in, as the asset store's.
      transformResponse: (raw: AnswerOf<typeof siteCalls.published>) => migrateAnswer(raw),
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
  }),
});

export const { useSiteDataQuery, useClientWebsiteDataQuery } = siteApi;
