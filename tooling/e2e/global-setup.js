// Starts the product once for the whole end-to-end run and hands its URL to the tests. At the end, before
// its data folder goes, every file of it (database, asset store, the product's log) is scanned for card
// numbers: one found fails the run (issue 13, card-scan.js).
import { assertNoCardNumbers } from './card-scan.js';
import { startProduct } from './harness.js';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  // The sandbox's validation step expires after 20 s instead of 15 minutes, so a test can see "Expired
  // transaction" by waiting on the payment's state (checkout.e2e.ts); the other validation flows take ~3 s.
  const product = await startProduct({ env: { SANDBOX_VALIDATION_SECONDS: '20' } });
  project.provide('baseUrl', product.url);
  project.provide('port', product.port);
  return async () => {
    try {
      await product.halt();
      const { files } = await assertNoCardNumbers(product.dataDir);
      console.log(`card-number scan: no card number in the ${files} files of the product's data folder`);
    } finally {
      product.stop();
    }
  };
}
