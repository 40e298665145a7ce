import type { Browser, BrowserContext, BrowserContextOptions, BrowserServer, Download, Page } from 'playwright-core';

export declare const ROOT: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export interface RunningProduct {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** Stops the product and deletes its data folder. */
  stop(): void;
  /** Stops the product and waits for it to exit; its data folder (with `product.log`) stays until stop(). */
  halt(): Promise<void>;
}
/** The environment the README's `pnpm start` sees in a shell: `env` without what vitest adds (NODE_ENV=test, VITEST*). */
export declare function readmeEnv(env: NodeJS.ProcessEnv): Record<string, string | undefined>;
/** The start script's command line, or (`build: false`) its last step alone: the run, without the build. */
export declare function startCommand(start: string, build: boolean): string;
/** `build: false` runs the start script's run step alone, for products started once the first has built. */
export declare function startProduct(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
  build?: boolean;
}): Promise<RunningProduct>;
export declare function launchBrowser(): Promise<Browser>;
/** Chromium as a server for test files to connect to (one per end-to-end worker, global-setup.js). */
export declare function launchBrowserServer(): Promise<BrowserServer>;
/** The bytes of a finished download (its `path()` is not given over a connection to a browser server). */
export declare function downloadedBytes(download: Download): Promise<Buffer>;
export declare function openPage(
  browser: Browser,
  url: string,
  options?: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }>;
export interface RawHttpAnswer {
  status: number;
  /** Lower-case names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}
/** `localAddress`: another loopback address (127.0.0.2…) to come from (some limits count per address). */
export declare function rawHttp(port: number, head: string, options?: { localAddress?: string }): Promise<RawHttpAnswer>;
/** How far the page is wider than the screen, and the first elements past its right edge (scroll regions that fit excepted). */
export declare function overflow(page: Page): Promise<{ extra: number; past: string[] }>;
