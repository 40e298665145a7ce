// Publishing: the client's current site data goes to `sites/{host}/site.json` for its sub-domain host and
// its custom domain host (ARCHITECTURE "Data flows": published site data from the asset store), and the
// in-memory caches of those hosts are dropped.
//
// Order (docs/decisions.md "Publish order"): a publish never takes a caller's snapshot. It reads the latest committed
// site (version, content, client and gallery) and writes it, and publishes of one client never overlap:
// one at a time per client in this process (a promise chain per database), and on Postgres also across
// API nodes (a transaction-scoped advisory lock held from the read to the end of the write). So each
// write is at least as new as the one before it, and the last publish after a commit writes that commit.
import { siteHostsOf } from '@vitrina/core-model';
import type { Client, SiteData } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { publishSiteJson, templateJsonKey } from '../assets/index.js';
import type { AppContext } from '../app-context.js';
import { findClientById, getSite, listTemplates } from '../db/index.js';
import type { AppDb, Database } from '../db/index.js';
import { dropClientCaches, dropTemplateCaches } from './site-caches.js';

/** Advisory-lock namespace of site publishes ('VTRP'); the second key is the client id. */
export const PUBLISH_LOCK_NAMESPACE = 0x56545250;

interface Lane {
  /** The publish that runs now or last ran (settled or not). */
  tail: Promise<unknown>;
  /** A publish that waits for `tail` and has not read anything yet: later callers can share it. */
  waiting: Promise<string[]> | null;
}

// Per database (one per process, or per pretend node in tests), then per client.
const lanes = new WeakMap<Database, Map<number, Lane>>();

async function readAndWrite(ctx: AppContext, db: AppDb, clientId: number): Promise<string[]> {
  const record = await findClientById(db, clientId);
  if (!record) return [];
  const site = await getSite(db, clientId);
  if (!site) return [];
  return publishSiteJson(ctx.assets, siteHostsOf(record.client, ctx.config.siteDomain), site.data);
}

function publishLatest(ctx: AppContext, clientId: number): Promise<string[]> {
  const { database } = ctx;
  // PGlite lives inside this one process, so the in-process order is the whole order.
  if (database.kind !== 'postgres') return readAndWrite(ctx, database.db, clientId);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_NAMESPACE}::int4, ${clientId}::int4)`);
    return readAndWrite(ctx, tx, clientId);
  });
}

/**
 * Runs after every earlier publish of the client; callers arriving before it starts share it. `write`
 * (a new business's first publish, `publishNewSite`) is never shared: it writes what it was given.
 */
function enqueue(ctx: AppContext, clientId: number, write?: () => Promise<string[]>): Promise<string[]> {
  let byClient = lanes.get(ctx.database);
  if (!byClient) lanes.set(ctx.database, (byClient = new Map()));
  const lane = byClient.get(clientId);
  if (!write && lane?.waiting) return lane.waiting;
  const next: Lane = { tail: Promise.resolve(), waiting: null };
  const run = (lane?.tail ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // From here on it reads: a change committed after this point needs a publish of its own.
      if (next.waiting === run) next.waiting = null;
      return write ? write() : publishLatest(ctx, clientId);
    });
  next.tail = run;
  next.waiting = write ? null : run;
  byClient.set(clientId, next);
  const forget = () => {
    if (byClient.get(clientId) === next) byClient.delete(clientId);
  };
  run.then(forget, forget);
  return run;
}

/**
 * Publishes the latest committed site data of one client (never a caller's copy) and drops its caches
 * once; returns the keys written. Resolves once a publish that read after this call has written.
 */
export async function publishClientSite(ctx: AppContext, clientId: number): Promise<string[]> {
  try {
    return await enqueue(ctx, clientId);
  } finally {
    // Once, after the write (or its failure): a read cached between the commit and here goes with it, and
    // a drop before the write would only be undone by such a read.
    dropClientCaches(ctx, clientId);
  }
}

/**
 * The first publish of a business just signed up: `site`, the site data its sign-up's transaction wrote
 * and committed, is the latest committed (no one else can write a business before its sign-up answers:
 * its owner is not signed in yet), so it is written as it is, without reading it back (a transaction,
 * an advisory lock and three reads per sign-up). In the client's lane all the same: a later publish
 * waits for it. Drops the client's caches as `publishClientSite` does.
 */
export async function publishNewSite(ctx: AppContext, client: Client, site: SiteData): Promise<string[]> {
  try {
    return await enqueue(ctx, client.id, () => publishSiteJson(ctx.assets, siteHostsOf(client, ctx.config.siteDomain), site));
  } finally {
    dropClientCaches(ctx, client.id);
  }
}

/** Writes every template's template.json (spec §7 `{template url}json/template.json`). */
export async function publishTemplates(ctx: AppContext): Promise<number> {
  const templates = await listTemplates(ctx.database.db);
  for (const t of templates) {
    await ctx.assets.put(templateJsonKey(t.id), JSON.stringify(t.data), 'application/json');
  }
  dropTemplateCaches(ctx); // template-only sites render from template.json
  return templates.length;
}
