// Statements built once and run many times (issue 29 "Checkout": building a query with Drizzle was a quarter of
// a checkout's CPU). Drizzle's `.prepare(name)` builds the SQL once, with `sql.placeholder(…)` for the values,
// but binds the result to the driver client it was built on: a statement prepared on the database runs on the
// pool, outside a caller's transaction, and one prepared on a transaction would be built again for every
// transaction (drizzle-orm issues #613, #2826). So a statement is built once per database (keyed by its
// dialect, which a transaction shares with its database) and each run borrows it for the connection of the
// database or transaction it is given: node-postgres then sends it as a named statement (parsed once per
// connection), PGlite as its text. What a run reads back is mapped by Drizzle exactly as an unprepared query.
import type { AppDb } from './database.js';

interface DriverBound {
  client: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

type Session = { client?: unknown };

const sessionOf = (db: AppDb): Session => (db as unknown as { _: { session: Session } })._.session;
const dialectOf = (db: AppDb): object => (db as unknown as { dialect: object }).dialect;

/**
 * `build(db)` made into a prepared statement of `db`'s database once (`name`: the driver's statement name, unique
 * per text), run on `db`'s own connection: the database's pool, or the transaction's client.
 */
export function preparedStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: AppDb, name: string) => { execute(values?: Values): Promise<Result> },
): (db: AppDb, values: Values) => Promise<Result> {
  const byDialect = new WeakMap<object, DriverBound>();
  return (db, values) => {
    const dialect = dialectOf(db);
    let prepared = byDialect.get(dialect);
    if (!prepared) {
      prepared = build(db, name) as unknown as DriverBound;
      // Only the driver client differs between two runs; a Drizzle without one (never seen) builds every time.
      if (!('client' in prepared)) return build(db, name).execute(values);
      byDialect.set(dialect, prepared);
    }
    const client = sessionOf(db).client;
    if (prepared.client === client) return prepared.execute(values) as Promise<Result>;
    const bound = Object.create(prepared) as DriverBound;
    bound.client = client;
    return bound.execute(values) as Promise<Result>;
  };
}
