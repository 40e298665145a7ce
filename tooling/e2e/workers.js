// How many products an end-to-end run starts, and which one a test file uses (issue 27). The run shards its
// files over E2E_WORKERS vitest workers, each against a product of its own: own port, own data folder and
// PGlite, seeded by its own start. Kept free of vitest's runtime so the config, the global set-up and the
// unit tests can all import it.

/** Workers (and products) when E2E_WORKERS is unset: measured on the 2-core CI machine, docs/decisions.md. */
export const DEFAULT_E2E_WORKERS = 2;

/**
 * The number of workers E2E_WORKERS asks for (a whole number from 1), else the default.
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function e2eWorkers(env) {
  const raw = env.E2E_WORKERS?.trim();
  if (!raw) return DEFAULT_E2E_WORKERS;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`E2E_WORKERS must be a whole number from 1, not "${env.E2E_WORKERS}"`);
  }
  return workers;
}

/**
 * The product of the worker numbered `poolId` (vitest's VITEST_POOL_ID, 1…maxWorkers). Vitest never gives two
 * files running at the same time the same number, so a file has its product to itself while it runs; a
 * number past the products (a `--maxWorkers` above the products the set-up started) is an error, never a
 * product shared by two files at once.
 * @template {{ url: string, port: number }} P
 * @param {P[]} products in worker order, as the global set-up provides them
 * @param {string | undefined} poolId
 * @returns {P}
 */
export function productOfWorker(products, poolId) {
  if (!Array.isArray(products) || products.length === 0) {
    throw new Error('no product was provided: run the end-to-end tests with `pnpm e2e` (tooling/e2e/vitest.config.ts)');
  }
  const worker = Number(poolId ?? '1');
  if (!Number.isInteger(worker) || worker < 1 || worker > products.length) {
    throw new Error(
      `worker ${poolId} has no product of its own: the global set-up started ${products.length}, one per worker (maxWorkers)`,
    );
  }
  return products[worker - 1];
}
