// What every route module gets: configuration and the stores, built once per process.
import type { AssetStore, SiteJsonCache } from './assets/index.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/index.js';

export interface AppContext {
  config: ApiConfig;
  database: Database;
  assets: AssetStore;
  siteCache: SiteJsonCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's context, for tests and start-up tasks. */
    ctx: AppContext;
  }
}
