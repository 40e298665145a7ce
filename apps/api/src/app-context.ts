// What every route module gets: configuration and the stores, built once per process.
import type { AssetStore } from './assets/index.js';
import type { LoadingCache } from './cache/loading-cache.js';
import type { InvalidationBus } from './cluster/invalidation-bus.js';
import type { PaymentGateway } from '@vitrina/commerce';
import type { ApiConfig } from './config.js';
import type { Database } from './db/index.js';
import type { Dispatcher } from './events/dispatcher.js';
import type { CounterStore } from './identity/counter-store.js';
import type { PageCache } from './http/page-cache.js';

export interface AppContext {
  config: ApiConfig;
  database: Database;
  assets: AssetStore;
  /** client id → the JSON of `GET /api/client/{id}/websitedata` (null: no such site). */
  websiteData: LoadingCache<number, string | null>;
  /** Server-rendered pages (http/page-cache.ts). */
  pages: PageCache;
  /** The last database check of the health call (systemCalls.health), shared by concurrent callers for a moment. */
  health: LoadingCache<'database', boolean>;
  /** Tells the other API nodes what to drop (in-process no-op without REDIS_URL). */
  bus: InvalidationBus;
  /** Windowed counters (uncached page renders per address): shared by every node with REDIS_URL. */
  counters: CounterStore;
  /** The payment gateway of checkout (payments/create-payment-gateway.ts): sandbox, or Stripe with its keys. */
  gateway: PaymentGateway;
  /** Delivers recorded domain events to their subscribers after commit (src/events, issue 27). */
  events: Dispatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's context, for tests and start-up tasks. */
    ctx: AppContext;
  }
}
