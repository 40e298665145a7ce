// Shared steps of the site's end-to-end tests: client URLs (`http://<sub>.localhost:<port>`, which
// Chromium resolves to this machine), requests with a chosen Host header, and an axe-core check.
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { port } from '@vitrina/tooling/e2e/product';

export { port };

export function siteUrl(sub: string | null, path = '/'): string {
  return `http://${sub ? `${sub}.` : ''}localhost:${port}${path}`;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET that does not follow redirects, with any Host header (e.g. a custom domain). */
export function rawGet(path: string, host: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Serves a custom domain (which Chromium cannot resolve) from this product, with that Host header. */
export async function routeCustomDomain(page: Page, domain: string): Promise<void> {
  await page.route(`http://${domain}:${port}/**`, async (route) => {
    const url = new URL(route.request().url());
    const res = await rawGet(`${url.pathname}${url.search}`, `${domain}:${port}`);
    const headers = Object.fromEntries(Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    await route.fulfill({ status: res.status, headers, body: res.body });
  });
}

/**
 * Console errors other than the CSP's verdict on inline style attributes, which the theme test below
 * reports on its own (apps/api's style-src carries a nonce, so Chromium ignores 'unsafe-inline').
 */
export function unexpected(errors: readonly string[]): string[] {
  return errors.filter((e) => !e.startsWith('Applying inline style violates'));
}

export interface OpenedPage {
  page: Page;
  errors: string[];
  /** Paths of every request to the API and the asset store, in order. */
  dataRequests: string[];
  close(): Promise<void>;
}

export async function openSite(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  const dataRequests: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/assets/sites/')) dataRequests.push(path);
  });
  await page.goto(url);
  return { page, errors, dataRequests, close: () => context.close() };
}

/**
 * Waits until the page is hydrated: the client entry has run and React owns the root, or, on a page served
 * as islands (the home page), the islands runtime has woken the page's islands.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && (root.dataset.islands === 'ready' || Object.keys(root).some((k) => k.startsWith('__reactContainer')));
  });
}

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated over the DevTools protocol: an injected <script> would be (rightly) blocked by the page's CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** A phone as the narrow-screen checks use it (issue 26 item 11). */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
