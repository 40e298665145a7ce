// Names the record behind a card-scan finding in the product's PGlite files (issue 25 finding 13: "find the
// writer first"). A finding in `db/base/<database>/<relfilenode>[.n|_fsm|_vm]` is a page of one relation:
// the database is opened (after the product stopped, only when there are findings) and the relation named,
// its table when it is an index or a TOAST table, and the columns whose text holds the number.
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** PGlite is the API's dependency: resolved from there, as the product itself loads it. */
const requireFromApi = createRequire(path.join(ROOT, 'apps', 'api', 'package.json'));

const RELATION_FILE = /^db\/base\/(\d+)\/(\d+)(?:_(?:fsm|vm|init))?(?:\.\d+)?$/;
const WAL_FILE = /^db\/pg_wal\//;

/**
 * The number as stored at a finding's offset (digits with the spaces or dashes it was typed with).
 * @param {{ file: string, offset: number }} finding
 */
async function storedRun(finding) {
  const handle = await open(finding.file, 'r');
  try {
    const buffer = Buffer.alloc(32);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, finding.offset);
    return /^[0-9][0-9 -]*[0-9]/.exec(buffer.subarray(0, bytesRead).toString('latin1'))?.[0] ?? '';
  } finally {
    await handle.close();
  }
}

/**
 * For each finding in a PGlite relation file, where it is: `table public.orders, column note`. Anything
 * that cannot be told (WAL, a file of no relation, PGlite failing to open) is left out of the map.
 * @param {string} dataDir the product's data folder (PGlite in `db/`)
 * @param {{ file: string, offset: number, digits: string }[]} findings
 * @returns {Promise<Map<object, string>>}
 */
export async function locateInPglite(dataDir, findings) {
  const located = new Map();
  const relative = (/** @type {{ file: string }} */ f) => path.relative(dataDir, f.file).split(path.sep).join('/');
  for (const f of findings)
    if (WAL_FILE.test(relative(f))) located.set(f, "PGlite's write-ahead log (a change to a table: see its table file)");
  const inRelations = findings.map((finding) => ({ finding, match: RELATION_FILE.exec(relative(finding)) })).filter((f) => f.match);
  if (inRelations.length === 0) return located;
  const { PGlite } = await import(requireFromApi.resolve('@electric-sql/pglite'));
  const { btree_gist } = await import(requireFromApi.resolve('@electric-sql/pglite/contrib/btree_gist'));
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { btree_gist } });
  try {
    const [{ oid: database }] = (await db.query('select oid::text as oid from pg_database where datname = current_database()')).rows;
    for (const { finding, match } of inRelations) {
      if (match[1] !== database) continue;
      const { rows } = await db.query(
        `select c.relkind, format('%I.%I', n.nspname, c.relname) as name,
                coalesce(toast.oid, idx.indrelid) as owner_oid,
                case when t.oid is null then null else format('%I.%I', tn.nspname, t.relname) end as owner
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           left join pg_class toast on toast.reltoastrelid = c.oid
           left join pg_index idx on idx.indexrelid = c.oid
           left join pg_class t on t.oid = coalesce(toast.oid, idx.indrelid)
           left join pg_namespace tn on tn.oid = t.relnamespace
          where pg_relation_filenode(c.oid) = $1::oid`,
        [match[2]],
      );
      const relation = rows[0];
      if (!relation) continue;
      const table = relation.owner_oid ? relation.owner : relation.name;
      const what = relation.owner_oid
        ? `${relation.relkind === 'i' ? 'index' : 'TOAST'} ${relation.name} of table ${table}`
        : `table ${table}`;
      const run = await storedRun(finding);
      const columns = [];
      const { rows: attributes } = await db.query(
        `select format('%I', attname) as column from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
        [table],
      );
      for (const { column } of attributes) {
        const { rows: hits } = await db.query(`select 1 from ${table} where position($1 in ${column}::text) > 0 limit 1`, [run]);
        if (hits.length > 0) columns.push(column);
      }
      located.set(finding, `${what}${columns.length ? `, column ${columns.join(', ')}` : ''}`);
    }
  } finally {
    await db.close();
  }
  return located;
}
