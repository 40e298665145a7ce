// Issue 27, "every write to a table goes through its module's service": each table of src/db/schema has an
// owner, a module (src/modules/<m>/: its repositories and its service) or one piece of shared
// infrastructure, and only the owner's files write it. The API writes its tables only through Drizzle's
// `.insert(t)`, `.update(t)` and `.delete(t)` (no raw SQL writes), so reading those calls in the source is
// reading every write. Writes that still sit outside their owner are WRITES_NOT_MOVED, the to-do list: it
// only shrinks (an entry that no longer writes that table fails the test, as does a new write elsewhere).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** A module folder (`modules/<m>/`) or an infrastructure file or folder, relative to src. */
type Owner = `modules/${string}/` | `${string}.ts` | `${string}/`;

const TABLE_OWNERS: Record<string, readonly Owner[]> = {
  // sites: the client row, its site and versions, the editor's uploads and the template builder's sessions
  clients: ['modules/sites/'],
  sites: ['modules/sites/'],
  siteVersions: ['modules/sites/'],
  uploads: ['modules/sites/'],
  builderSessions: ['modules/sites/'],
  // content
  blogPosts: ['modules/content/'],
  galleryImages: ['modules/content/'],
  // catalog: products, services and the staff who give them
  products: ['modules/catalog/'],
  productVariants: ['modules/catalog/'],
  productImages: ['modules/catalog/'],
  services: ['modules/catalog/'],
  serviceImages: ['modules/catalog/'],
  serviceStaff: ['modules/catalog/'],
  staff: ['modules/catalog/'],
  staffHours: ['modules/catalog/'],
  staffBreaks: ['modules/catalog/'],
  staffTimeOff: ['modules/catalog/'],
  // booking
  locations: ['modules/booking/'],
  serviceAreas: ['modules/booking/'],
  appointments: ['modules/booking/'],
  appointmentServices: ['modules/booking/'],
  // messages
  chatConversations: ['modules/messages/'],
  chatMessages: ['modules/messages/'],
  contactMessages: ['modules/messages/'],
  // forms
  customerForms: ['modules/forms/'],
  serviceForms: ['modules/forms/'],
  formRequests: ['modules/forms/'],
  formResponses: ['modules/forms/'],
  formUploads: ['modules/forms/'],
  // orders and payments; a quote or invoice is an order row with its lines and payments, written by quotes
  orders: ['modules/orders/', 'modules/quotes/'],
  orderLines: ['modules/orders/', 'modules/quotes/'],
  payments: ['modules/orders/', 'modules/quotes/'],
  orderCounters: ['modules/orders/'],
  orderFeedback: ['modules/orders/'],
  paymentEvents: ['modules/orders/'],
  // each refund's row (issue 31), written with the refund's recording
  orderRefunds: ['modules/orders/'],
  // discount codes and their uses (issue 30); the checkouts call the module's service in their transaction
  discountCodes: ['modules/discounts/'],
  discountUses: ['modules/discounts/'],
  // customers: the visitors' and other modules' upserts (orders), the Customers screen's edits (issue 30)
  customers: ['modules/orders/', 'modules/customers/'],
  // customer_merges: the Customers screen's merges and their undo (issue 30)
  customerMerges: ['modules/customers/'],
  // subscriptions; a renewal's order row is written by the orders module, which subscriptions calls
  subscriptions: ['modules/subscriptions/'],
  // team and identity, sign-up
  users: ['modules/team/'],
  userClients: ['modules/team/'],
  teamInvites: ['modules/team/'],
  passwordTokens: ['modules/team/'],
  signInTickets: ['modules/signup/'],
  wizardSessions: ['modules/signup/'],
  // shared infrastructure: one writer each, which every module calls
  auditLog: ['db/repos/audit.ts'],
  domainEvents: ['events/'],
  // mail: the outbox of messages, written only by the mail module's service
  mailMessages: ['modules/mail/'],
  idempotencyKeys: ['services/idempotency.ts'],
  oidcModels: ['db/repos/oidc-models.ts'],
  sandboxCharges: ['payments/'],
  templates: ['db/repos/templates.ts'],
  trackingRecords: ['db/repos/tracking.ts'],
  // the dashboard's visits by day (issue 31): counted by the tracking insert, rebuilt by insights for a new zone
  visitDays: ['db/repos/tracking.ts', 'modules/insights/'],
  visitDayBuilds: ['modules/insights/'],
};

/**
 * Files that still write a table they do not own (paths from src), with the tables. Empty since every
 * repository moved into its module (docs/decisions.md "Commerce writes in their modules", "Site and identity
 * writes in their modules"); kept so a write that cannot move at once is listed here, never hidden.
 */
const WRITES_NOT_MOVED: Record<string, readonly string[]> = {};

/** The tables of src/db/schema (their exported names). */
function schemaTables(): string[] {
  const dir = path.join(SRC, 'db/schema');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!));
}

/** Product source files (paths from src): no tests, fixtures, test support or seed. */
function productFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|-test-fixture\.ts$/.test(f) && !/^(testing|seed)\//.test(f));
}

/** Every `.insert(t)`, `.update(t)`, `.delete(t)` of a schema table: file → tables it writes. */
function tableWrites(tables: ReadonlySet<string>): Map<string, Set<string>> {
  const writes = new Map<string, Set<string>>();
  for (const file of productFiles()) {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
      if (!tables.has(m[1]!)) continue;
      writes.set(file, (writes.get(file) ?? new Set()).add(m[1]!));
    }
  }
  return writes;
}

const owns = (owner: Owner, file: string) => (owner.endsWith('/') ? file.startsWith(owner) : file === owner);

describe('who writes each table (issue 27)', () => {
  const tables = schemaTables();
  const writes = tableWrites(new Set(tables));

  it('every table of the schema has an owner, and every owner exists', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((t) => !(t in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => !tables.includes(t))).toEqual([]);
    const files = productFiles();
    const missing = Object.values(TABLE_OWNERS)
      .flat()
      .filter((owner) => !files.some((f) => owns(owner, f)));
    expect(missing).toEqual([]);
  });

  it('only its owner writes a table, but for the writes listed as not moved yet', () => {
    // The scan finds the writes it must: the blog's repository writes blog posts.
    expect(writes.get('modules/content/blog-repository.ts')?.has('blogPosts')).toBe(true);
    const outside: string[] = [];
    for (const [file, written] of writes) {
      for (const table of written) {
        if (TABLE_OWNERS[table]!.some((owner) => owns(owner, file))) continue;
        if (WRITES_NOT_MOVED[file]?.includes(table)) continue;
        outside.push(`${file} writes ${table}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('each write listed as not moved yet still happens (a moved write must leave the list)', () => {
    const stale = Object.entries(WRITES_NOT_MOVED).flatMap(([file, listed]) =>
      listed.filter((table) => !writes.get(file)?.has(table)).map((table) => `${file} ${table}`),
    );
    expect(stale).toEqual([]);
  });
});
