import type { Browser } from 'playwright-core';

/** `http://localhost:<port>` of this test file's product (the one started for its vitest worker). */
export declare const baseUrl: string;
/** The port of this test file's product. */
export declare const port: number;
/** The HTTP API of this product's mailbox (tooling/e2e/mailbox.js); read it through mail.js. */
export declare const mailboxUrl: string;
/** This worker's Chromium (started once by the global set-up); `close()` drops this file's contexts and disconnects. */
export declare function connectBrowser(): Promise<Browser>;
