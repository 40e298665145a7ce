// Starts the product once for the whole end-to-end run and hands its URL to the tests. At the end, before
// its data folder goes, every file of it (database, asset store, the product's log) is scanned for card
// numbers: one found fails the run (issue 13, card-scan.js).
//
// Vitest reports an error thrown here as "error during close" and still exits 0 (issue 25 finding 13), so
// a failed scan also sets the process's exit code: `pnpm e2e` then exits 1. `E2E_PLANT_CARD=1` writes a
// Luhn-valid number into the data folder before the scan, to show that a hit fails the run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertNoCardNumbers } from './card-scan.js';
import { startProduct } from './harness.js';

/** The number E2E_PLANT_CARD=1 plants: Stripe's test Visa, the card the checkout tests type. */
export const PLANTED_CARD = '4242424242424242';

/**
 * The global setup of an end-to-end run around a product started by `start` (harness.js startProduct, or
 * a stand-in in global-setup.test.js).
 * @param {() => Promise<{ url: string, port: number, dataDir: string, halt(): Promise<void>, stop(): void }>} start
 */
export function createGlobalSetup(start) {
  /** @param {import('vitest/node').TestProject} project */
  return async function setup(project) {
    const product = await start();
    project.provide('baseUrl', product.url);
    project.provide('port', product.port);
    return async () => {
      try {
        await product.halt();
        if (process.env.E2E_PLANT_CARD === '1') {
          writeFileSync(path.join(product.dataDir, 'planted-card.txt'), `planted by E2E_PLANT_CARD=1: ${PLANTED_CARD}\n`);
        }
        const { files } = await assertNoCardNumbers(product.dataDir);
        console.log(`card-number scan: no card number in the ${files} files of the product's data folder`);
      } catch (error) {
        process.exitCode = 1;
        throw error;
      } finally {
        product.stop();
      }
    };
  };
}

// The sandbox's validation step expires after 20 s instead of 15 minutes, so a test can see "Expired
// transaction" by waiting on the payment's state (checkout.e2e.ts); the other validation flows take ~3 s.
export default createGlobalSetup(() => startProduct({ env: { SANDBOX_VALIDATION_SECONDS: '20' } }));
