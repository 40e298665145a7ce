// What follows a change of a site (issue 27): the subscribers every API process registers. A service only
// records the event; publishing, the tenant's cache drop and its broadcast to the other nodes
// (dropClientCaches → ctx.bus) happen here, after the commit. E-mail or insights add a subscriber of their own.
import type { AppContext } from '../app-context.js';
import { publishClientSite } from '../services/publish.js';
import { dropClientCaches, dropTemplateCaches } from '../services/site-caches.js';
import type { Dispatcher } from './dispatcher.js';

/** Writes site.json of the client's latest committed site (and drops its caches, publish.ts). */
export const PUBLISH_SUBSCRIBER = 'site:publish';
/** Drops the client's cached answers and pages when the change does not touch site.json. */
export const CACHE_SUBSCRIBER = 'site:drop-caches';
export const TEMPLATE_CACHE_SUBSCRIBER = 'templates:drop-caches';

export function registerSiteSubscribers(dispatcher: Dispatcher, ctx: AppContext): void {
  // publishClientSite drops the client's caches in its own `finally`, success or failure: no second drop.
  dispatcher.subscribe('SiteChanged', PUBLISH_SUBSCRIBER, async ({ clientId }) => {
    await publishClientSite(ctx, clientId);
  });
  // What the public pages show: catalogue, stock (sold out, "only n left"), a quote's decision and payments.
  // OrderPlaced and OrderPaid change none of it (a placement's stock comes with its own StockChanged).
  dispatcher.subscribe(['CatalogChanged', 'StockChanged', 'PaymentSettled', 'QuoteDecided'], CACHE_SUBSCRIBER, ({ clientId }) => {
    dropClientCaches(ctx, clientId);
  });
  dispatcher.subscribe('TemplatesChanged', TEMPLATE_CACHE_SUBSCRIBER, () => {
    dropTemplateCaches(ctx);
  });
}
