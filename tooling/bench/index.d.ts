import type { IncomingHttpHeaders } from 'node:http';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface BudgetRow {
  kind: 'js' | 'css';
  file: string;
  bytes: number;
  gzip: number;
}
export interface BudgetCheck {
  kind: string;
  bytes: number;
  gzip: number;
  limit: number;
  ok: boolean;
}
export interface BudgetReport {
  rows: BudgetRow[];
  checks: BudgetCheck[];
  ok: boolean;
}

export declare const KB: number;
export declare function findEntry(manifest: Manifest): string;
export declare function initialChunks(manifest: Manifest, options?: { entry?: string; routes?: string[] }): string[];
export declare function initialFiles(manifest: Manifest, options?: { entry?: string; routes?: string[] }): { js: string[]; css: string[] };
export declare function laterFiles(manifest: Manifest, options: { entry?: string; roots: string[] }): { js: string[]; css: string[] };
export declare function islandPageFiles(
  manifest: Manifest,
  options: { entry?: string; atIdle: string[]; onUse: string[] },
): { afterHydration: string[]; onFirstUse: string[] };
export declare function cssEntries(manifest: Manifest): string[];
export declare function routeChunks(manifest: Manifest, pattern: RegExp): string[];
export declare function gzipSize(bytes: Uint8Array): number;
export declare function measureBudget(input: {
  files: { js: string[]; css: string[] };
  read: (file: string) => Uint8Array;
  budgets: { js: number; css: number };
}): BudgetReport;
export declare function formatBudget(report: BudgetReport): string;

export declare function devtoolsPort(stderr: string): number | null;
export declare function launchDebuggableChromium(options?: {
  extraArgs?: string[];
  timeoutMs?: number;
}): Promise<{ port: number; close(): Promise<void> }>;

export declare function startFastify(
  fastify: (opts?: object) => unknown,
  options?: { path?: string; body?: unknown; contentType?: string },
): Promise<{ url: string; port: number; close(): Promise<void> }>;

export declare function httpGet(
  url: string,
  options?: { host?: string; headers?: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;

export interface LoadSummary {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  bytesPerReq: number;
}
export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSec?: number;
  warmupSec?: number;
  /** Replace `[<id>]` in the URL with a new id on every request (autocannon `-I`). */
  uniqueIds?: boolean;
}
export declare const LOAD_DEFAULTS: Readonly<{ connections: number; durationSec: number; warmupSec: number }>;
export declare function summarizeAutocannon(result: unknown): LoadSummary;
export declare function autocannonArgs(options: {
  url: string;
  connections: number;
  durationSec: number;
  headers?: Record<string, string>;
  uniqueIds?: boolean;
}): string[];
/** `autocannon`: path of autocannon's CLI script (`require.resolve('autocannon')`). */
export declare function runLoad(options: LoadOptions & { autocannon: string }): Promise<LoadSummary>;

export declare const ROOT: string;
export declare const PERFORMANCE_DOC: string;
export declare function markdownTable(head: string[], rows: (string | number)[][]): string;
export declare function upsertSection(doc: string, title: string, body: string): string;
export declare function writeSection(file: string, title: string, body: string): void;
export declare function verdict(ok: boolean | null | undefined): string;
export declare function fmt(n: number | null | undefined, digits?: number): string;
export declare function ratioText(ratio: number | null | undefined): string;
export declare function machineLine(): string;
export declare function todayIso(now?: Date): string;

/** The nearest-rank percentile (p in 0–100) of `values`; null for none. */
export declare function percentile(values: readonly number[], p: number): number | null;
/** The least-squares slope of `amount` over `count` across steps; null with fewer than two distinct counts. */
export declare function growthPerItem(steps: readonly { count: number; amount: number }[]): number | null;
/** `"1000,5000,10000"` → ascending distinct whole counts; unset or blank → `fallback`; throws on a non-count. */
export declare function parseCounts(text: string | undefined, fallback: readonly number[]): number[];
