// The editor's saves and backups (issue 27, sites module): every save is a new version of the site that never
// overwrites a newer one, and a restore is itself a new version, so it can be undone. The current document
// is db/repos/sites.ts's (shared with the publish, the sign-up and the seed); a site's first version is
// new-site-repository.ts's.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { isDbInt } from '../../db/repos/ids.js';
import { storedDocument, toCurrent } from '../../db/repos/sites.js';
import type { ClientRow, CurrentSite, SiteRow } from '../../db/repos/sites.js';
import { clients, siteVersions, sites } from '../../db/schema.js';
import type { SiteVersionAction } from '../../db/schema/sites.js';

export interface SiteVersionSummary {
  version: number;
  created_at: string;
  author: string;
  action: SiteVersionAction;
  restored_from: number | null;
}

export interface SiteVersion extends SiteVersionSummary {
  data: SiteData;
}

/** What the editor loaded: at least one of them; a save only applies when all given ones still match. */
export interface SiteExpectation {
  version?: number;
  lastUpdated?: string | null;
}

export interface SaveSiteInput {
  clientId: number;
  data: SiteData;
  expected: SiteExpectation;
  /** The saving user's subject or e-mail. */
  author: string;
  /** Client-record settings saved with the document, in the same transaction (the editor's settings). */
  clientChanges?: ClientSettingsChanges;
  now?: Date;
}

/**
 * The client columns the owner may change from the editor (spec §1 contact number, chat on/off; §3). A
 * version holds them in its `client` (the client as it was saved), and a restore writes them back.
 */
export const EDITOR_CLIENT_COLUMNS = [
  'contact_info',
  'contact_number',
  'zenchat_enabled',
  'mobile_home_zip',
  'mobile_home_zip_radius',
] as const;
type EditorClientColumn = (typeof EDITOR_CLIENT_COLUMNS)[number];
export type ClientSettingsChanges = Partial<Pick<typeof clients.$inferInsert, EditorClientColumn>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The editor's client settings a stored version holds (its raw `client`): each column the version
 * recorded, with the type its column stores; a column it did not record is left as it is.
 */
export function heldClientSettings(stored: unknown): ClientSettingsChanges {
  const client = isObject(stored) && isObject(stored.client) ? stored.client : {};
  const held: Record<string, unknown> = {};
  for (const column of EDITOR_CLIENT_COLUMNS) {
    if (!(column in client)) continue;
    const value = client[column];
    const fits =
      column === 'zenchat_enabled'
        ? typeof value === 'boolean'
        : column === 'mobile_home_zip_radius'
          ? value === null || (typeof value === 'number' && Number.isFinite(value))
          : value === null || typeof value === 'string';
    if (fits) held[column] = value;
  }
  return held as ClientSettingsChanges;
}

export type SaveSiteResult = { ok: true; site: CurrentSite } | { ok: false; current: CurrentSite | null };

/** A stamp later than `previous`, so the editor's `last_updated` check tells every version apart. */
function nextStamp(now: Date, previous: string | null | undefined): string {
  const prev = previous ? Date.parse(previous) : Number.NaN;
  const at = !Number.isNaN(prev) && now.getTime() <= prev ? prev + 1 : now.getTime();
  return new Date(at).toISOString();
}

async function lockSite(db: AppDb, clientId: number) {
  const [row] = await db
    .select({ site: sites, client: clients })
    .from(sites)
    .innerJoin(clients, eq(clients.id, sites.client_id))
    .where(eq(sites.client_id, clientId))
    .for('update', { of: sites });
  return row;
}

function matches(site: SiteRow, expected: SiteExpectation): boolean {
  if (expected.version === undefined && expected.lastUpdated === undefined) return false;
  if (expected.version !== undefined && expected.version !== site.version) return false;
  if (expected.lastUpdated !== undefined && (expected.lastUpdated ?? null) !== (site.data.last_updated ?? null)) return false;
  return true;
}

async function writeVersion(
  tx: AppDb,
  locked: { site: SiteRow; client: ClientRow },
  data: SiteData,
  meta: { author: string; action: SiteVersionAction; restoredFrom: number | null; now: Date },
): Promise<CurrentSite> {
  const version = locked.site.version + 1;
  const doc = storedDocument(data, locked.client, nextStamp(meta.now, locked.site.data.last_updated));
  const [site] = await tx
    .update(sites)
    .set({ data: doc, version, updated_at: meta.now, updated_by: meta.author })
    .where(eq(sites.client_id, locked.site.client_id))
    .returning();
  await tx.insert(siteVersions).values({
    client_id: locked.site.client_id,
    version,
    data: doc,
    created_at: meta.now,
    author: meta.author,
    action: meta.action,
    restored_from: meta.restoredFrom,
  });
  return toCurrent(tx, site!, locked.client);
}

async function updateClientSettings(tx: AppDb, current: ClientRow, changes: ClientSettingsChanges): Promise<ClientRow> {
  if (Object.keys(changes).length === 0) return current;
  const [client] = await tx.update(clients).set(changes).where(eq(clients.id, current.id)).returning();
  return client!;
}

/**
 * Saves the editor's document when the site is still at the version the editor loaded; otherwise
 * writes nothing and returns the current site (→ 409 with the current data). `current` is null when
 * the client has no site.
 */
export async function saveSite(db: AppDb, input: SaveSiteInput): Promise<SaveSiteResult> {
  const now = input.now ?? new Date();
  if (!isDbInt(input.clientId)) return { ok: false, current: null };
  return db.transaction(async (tx) => {
    const locked = await lockSite(tx, input.clientId);
    if (!locked) return { ok: false, current: null };
    if (!matches(locked.site, input.expected)) {
      return { ok: false, current: await toCurrent(tx, locked.site, locked.client) };
    }
    if (input.clientChanges) locked.client = await updateClientSettings(tx, locked.client, input.clientChanges);
    const site = await writeVersion(tx, locked, input.data, { author: input.author, action: 'save', restoredFrom: null, now });
    return { ok: true, site };
  });
}

/** Newest first. */
export async function listVersions(db: AppDb, clientId: number, limit = 100): Promise<SiteVersionSummary[]> {
  if (!isDbInt(clientId)) return [];
  const rows = await db
    .select({
      version: siteVersions.version,
      created_at: siteVersions.created_at,
      author: siteVersions.author,
      action: siteVersions.action,
      restored_from: siteVersions.restored_from,
    })
    .from(siteVersions)
    .where(eq(siteVersions.client_id, clientId))
    .orderBy(desc(siteVersions.version))
    .limit(limit);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

async function versionRow(db: AppDb, clientId: number, version: number) {
  if (!isDbInt(clientId) || !isDbInt(version)) return undefined;
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.client_id, clientId), eq(siteVersions.version, version)))
    .limit(1);
  return row;
}

function toVersion(row: typeof siteVersions.$inferSelect): SiteVersion {
  const { version, author, action, restored_from, created_at, data } = row;
  return { version, author, action, restored_from, created_at: created_at.toISOString(), data: migrateSiteData(data) };
}

export async function getVersion(db: AppDb, clientId: number, version: number): Promise<SiteVersion | null> {
  const row = await versionRow(db, clientId, version);
  return row ? toVersion(row) : null;
}

/**
 * Makes an old version current again as a NEW version (action `restore`), so the restore itself can be
 * undone: its document and the editor's client settings it holds (contact number, chat, service area),
 * in one transaction. Null when the client has no site or no such version.
 */
export async function restoreVersion(
  db: AppDb,
  input: { clientId: number; version: number; author: string; now?: Date },
): Promise<CurrentSite | null> {
  const now = input.now ?? new Date();
  if (!isDbInt(input.clientId)) return null;
  return db.transaction(async (tx) => {
    const locked = await lockSite(tx, input.clientId);
    const row = locked ? await versionRow(tx, input.clientId, input.version) : undefined;
    if (!locked || !row) return null;
    const old = toVersion(row);
    // Read from the document as stored: a column the version did not record is not reset to a default.
    locked.client = await updateClientSettings(tx, locked.client, heldClientSettings(row.data));
    return writeVersion(tx, locked, old.data, { author: input.author, action: 'restore', restoredFrom: old.version, now });
  });
}
