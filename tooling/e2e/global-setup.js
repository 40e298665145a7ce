// Starts one product per worker for the whole end-to-end run (issue 27: the files are sharded over
// E2E_WORKERS workers, workers.js) and hands their URLs to the tests, which each use their worker's
// (product.js). At the end, before the data folders go, every file of every product (database, asset store,
// the product's log) is scanned for card numbers: one found in any product fails the run (issue 13,
// card-scan.js).
//
// Vitest reports an error thrown here as "error during close" and still exits 0 (issue 25 finding 13), so
// a failed scan also sets the process's exit code: `pnpm e2e` then exits 1. `E2E_PLANT_CARD=1` writes a
// Luhn-valid number into the last product's data folder before the scan, to show that a hit in any product,
// not only the first, fails the run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertNoCardNumbers } from './card-scan.js';
import { launchBrowserServer, startProduct } from './harness.js';
import { startMailbox } from './mailbox.js';

/** The number E2E_PLANT_CARD=1 plants: Stripe's test Visa, the card the checkout tests type. */
export const PLANTED_CARD = '4242424242424242';

/**
 * @typedef {{ url: string, port: number, mailbox?: string, browser?: string, dataDir: string, halt(): Promise<void>, stop(): void }} Product
 */

/**
 * The global setup of an end-to-end run around one product per worker, each started by `start(index)`
 * (harness.js startProduct, or a stand-in in global-setup.test.js). Product 0 starts alone first (with the
 * real start command it is the one that builds); the others then start side by side.
 * @param {(index: number) => Promise<Product>} start
 */
export function createGlobalSetup(start) {
  /** @param {import('vitest/node').TestProject} project */
  return async function setup(project) {
    // As many products as vitest runs workers (the config's maxWorkers from E2E_WORKERS, or a --maxWorkers
    // given on the command line): every worker number has its own product.
    const count = Math.max(1, project.config.maxWorkers ?? 1);
    /** @type {Product[]} */
    const products = [];
    try {
      products.push(await start(0));
      const rest = await Promise.allSettled(Array.from({ length: count - 1 }, (_, i) => start(i + 1)));
      for (const r of rest) if (r.status === 'fulfilled') products.push(r.value);
      const failed = rest.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      for (const product of products) product.stop();
      throw error;
    }
    project.provide(
      'products',
      products.map(({ url, port, mailbox, browser }) => ({ url, port, mailbox: mailbox ?? '', browser: browser ?? '' })),
    );
    return async () => {
      try {
        await Promise.all(products.map((product) => product.halt()));
        if (process.env.E2E_PLANT_CARD === '1') {
          const last = products[products.length - 1];
          writeFileSync(path.join(last.dataDir, 'planted-card.txt'), `planted by E2E_PLANT_CARD=1: ${PLANTED_CARD}\n`);
        }
        // Every product is scanned, also after a hit, so the report names every folder with a number in it.
        const hits = [];
        for (const [index, product] of products.entries()) {
          const name = products.length === 1 ? "the product's data folder" : `product ${index + 1}'s data folder`;
          try {
            const { files } = await assertNoCardNumbers(product.dataDir);
            console.log(`card-number scan: no card number in the ${files} files of ${name}`);
          } catch (error) {
            hits.push(`${name}: ${error instanceof Error ? error.message : error}`);
          }
        }
        if (hits.length > 0) throw new Error(hits.join('\n'));
      } catch (error) {
        process.exitCode = 1;
        throw error;
      } finally {
        for (const product of products) product.stop();
      }
    };
  };
}

// The sandbox's validation step expires after 20 s instead of 15 minutes, so a test can see "Expired
// transaction" by waiting on the payment's state (checkout.e2e.ts); the other validation flows take ~3 s.
// The first product runs the README's start command (build, then run); the others run its run step alone
// (harness.js `build: false`), since the build is done and two turbo builds at once collide on its output.
// Each product sends its mail to a mailbox of its own (mailbox.js; SMTP_URL), which its tests read (mail.js).
// Each worker has a Chromium of its own too, started here once: its files connect to it (product.js
// connectBrowser), each with contexts of its own, instead of each starting a browser (seconds of CPU apiece).
export default createGlobalSetup(async (index) => {
  const mailbox = await startMailbox();
  /** @type {import('playwright-core').BrowserServer | undefined} */
  let browser;
  try {
    browser = await launchBrowserServer();
    const env = { SANDBOX_VALIDATION_SECONDS: '20', SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}` };
    const product = await startProduct({ build: index === 0, env });
    const server = browser;
    return {
      ...product,
      mailbox: mailbox.url,
      browser: server.wsEndpoint(),
      halt: async () => {
        await Promise.all([product.halt(), server.close()]);
      },
      stop: () => {
        product.stop();
        void mailbox.close();
        void server.kill();
      },
    };
  } catch (error) {
    await Promise.all([mailbox.close(), browser?.close()]);
    throw error;
  }
});
