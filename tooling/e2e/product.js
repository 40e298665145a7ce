// The product this end-to-end test file talks to: the one started for its vitest worker (workers.js). Every
// test reads the product's address from here, never from `inject` directly, so a file running beside
// another is never pointed at the other's product.
import { inject } from 'vitest';
import { productOfWorker } from './workers.js';

const product = productOfWorker(inject('products'), process.env.VITEST_POOL_ID);

/** `http://localhost:<port>` of this worker's product. */
export const baseUrl = product.url;
/** The port of this worker's product. */
export const port = product.port;
/** The HTTP API of this product's mailbox (mailbox.js): the mail it sent. Read it through mail.js. */
export const mailboxUrl = product.mailbox;
