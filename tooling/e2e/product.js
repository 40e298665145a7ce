// The product this end-to-end test file talks to: the one started for its vitest worker (workers.js). Every
// test reads the product's address from here, never from `inject` directly, so a file running beside
// another is never pointed at the other's product.
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './harness.js';
import { productOfWorker } from './workers.js';

const product = productOfWorker(inject('products'), process.env.VITEST_POOL_ID);

/** `http://localhost:<port>` of this worker's product. */
export const baseUrl = product.url;
/** The port of this worker's product. */
export const port = product.port;
/** The HTTP API of this product's mailbox (mailbox.js): the mail it sent. Read it through mail.js. */
export const mailboxUrl = product.mailbox;

/**
 * This worker's Chromium, started once by the global set-up: the file's own connection to it. Its `close()`
 * closes the contexts this file opened and disconnects, leaving the browser to the worker's next file. A
 * worker without one (a set-up that started none) gets a browser of its own.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function connectBrowser() {
  return product.browser ? chromium.connect(product.browser) : launchBrowser();
}
