// The crash test's database (crash-harness.ts): opened on Postgres or PGlite, seeded with the stores, the quote
// and the subscriptions the API processes take money for, and the checkouts its buyers send.
import type { CheckoutBody, CheckoutLine } from '@vitrina/api-client/contracts';
import { openDatabase, type AppDb, type Database, type DatabaseKind } from '../../src/db/database.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { CARDS, SHIPPING } from '../../src/modules/orders/checkout-test-fixture.js';
import { buildClient } from '../../src/testing/builders.js';
import { buildQuote } from '../../src/testing/quote-builders.js';
import { buildProduct, setStoreSettings } from '../../src/testing/store-builders.js';
import { buildSubscription } from '../../src/testing/subscription-builders.js';
import { createScratchPostgres, migratedTemplate, type ScratchDatabase } from '../../src/testing/test-db.js';
import { newKey, pick, type Attempt } from './crash-requests.js';

/**
 * Units on stock: enough that the load is still placing orders when the kill comes, few enough that the
 * retries after it meet an exhausted variant now and then.
 */
const MUGS = 150;
const SHIRTS = 50;
/** What a renewal charges, in cents (buildSubscription's amount). */
export const RENEWAL_CENTS = 2_500;

// ---------------------------------------------------------------------------------------------------------
// The database: seeded and read by the test, written by the API processes

export interface Store {
  kind: DatabaseKind;
  /** The API processes' environment for this database. */
  env: NodeJS.ProcessEnv;
  /** Runs `fn` on the database. PGlite: only while no API process runs (it opens the files itself). */
  use<T>(fn: (db: AppDb) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function openStore(kind: DatabaseKind, postgresUrl: string | null, dataDir: string): Promise<Store> {
  if (kind === 'postgres') {
    const scratch: ScratchDatabase = await createScratchPostgres(postgresUrl!, await migratedTemplate(postgresUrl!));
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir }, { poolSize: 2 });
    await migrateDatabase(database);
    return {
      kind,
      env: { DATABASE_URL: scratch.url },
      use: (fn) => fn(database.db),
      dispose: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const first = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateDatabase(first);
  } finally {
    await first.close();
  }
  return {
    kind,
    // The parent's DATABASE_URL (CI sets it) must not reach a PGlite node.
    env: { DATABASE_URL: '' },
    use: async (fn) => {
      const database: Database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: async () => undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What is seeded

export interface StoreClient {
  clientId: number;
  mug: { id: number; variantId: number };
  shirt: { id: number; variantIds: number[] };
  /** Units on stock per variant when seeded. */
  initialStock: Map<number, number>;
}

export interface Seeded {
  a: StoreClient;
  b: StoreClient;
  quote: { clientId: number; uuid: string; id: number; totalCents: number };
  subs: { clientId: number; list: { id: number; uuid: string; firstOrderUuid: string; due: Date }[] };
}

async function seedStoreClient(db: AppDb): Promise<StoreClient> {
  const clientId = (await buildClient(db)).client.id;
  await setStoreSettings(db, clientId, { tax_rate: '8', shipping_rate: '4', payment_countries: ['US'] });
  const mug = await buildProduct(db, clientId, { name: `Mug ${clientId}`, price_cents: 1_250, stock: MUGS });
  const shirt = await buildProduct(db, clientId, {
    name: `Shirt ${clientId}`,
    price_cents: 2_000,
    variants: [
      { type: 'size', name: 'M', stock: SHIRTS },
      { type: 'size', name: 'L', stock: SHIRTS, price_cents: 2_400 },
    ],
  });
  const initialStock = new Map<number, number>([
    [mug.variantIds[0]!, MUGS],
    [shirt.variantIds[0]!, SHIRTS],
    [shirt.variantIds[1]!, SHIRTS],
  ]);
  return {
    clientId,
    mug: { id: mug.id, variantId: mug.variantIds[0]! },
    shirt: { id: shirt.id, variantIds: shirt.variantIds },
    initialStock,
  };
}

export async function seed(db: AppDb): Promise<Seeded> {
  const a = await seedStoreClient(db);
  const b = await seedStoreClient(db);
  const quoteClient = (await buildClient(db)).client.id;
  const quote = await buildQuote(db, quoteClient); // 100.00, pending: payable in parts
  const subsClient = (await buildClient(db)).client.id;
  const now = Date.now();
  const list = [];
  for (const [i, ago] of [180_000, 120_000].entries()) {
    const due = new Date(now - ago);
    const built = await buildSubscription(db, subsClient, {
      recurrence: 'weekly',
      nextChargeAt: due,
      amountCents: RENEWAL_CENTS,
      email: `renewal-${i}@example.com`,
    });
    list.push({ id: built.id, uuid: built.uuid, firstOrderUuid: built.orderUuid, due });
  }
  return {
    a,
    b,
    quote: { clientId: quoteClient, uuid: quote.uuid, id: quote.id, totalCents: quote.total_cents },
    subs: { clientId: subsClient, list },
  };
}

/** A checkout of 1–3 units of the client's products; one buyer in six has a card that is declined. */
export function checkoutAttempt(c: StoreClient, buyer: number): Omit<Attempt, 'answers' | 'ip'> {
  const lines: CheckoutLine[] = pick([
    [{ product_id: c.mug.id, variant_id: null, quantity: pick([1, 2]) }],
    [{ product_id: c.shirt.id, variant_id: c.shirt.variantIds[0]!, quantity: 1 }],
    [
      { product_id: c.shirt.id, variant_id: c.shirt.variantIds[1]!, quantity: 1 },
      { product_id: c.mug.id, variant_id: null, quantity: 1 },
    ],
  ]);
  const cardNumber = buyer % 6 === 5 ? CARDS.declined : CARDS.success;
  const body: CheckoutBody = {
    lines,
    shipping: { ...SHIPPING, email: `buyer-${buyer}@example.com` },
    payment: { method: 'card', card: { holderName: 'Ana López', cardNumber, expiryDate: '12/40', cvv: '123' } },
  };
  return { url: `/api/client/${c.clientId}/checkout`, key: newKey(), body, lines };
}
