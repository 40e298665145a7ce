// End-to-end harness: starts the product exactly as the README's start command does (the root
// package.json `start` script) on a free port with a throw-away data folder, and drives Debian's Chromium
// through playwright-core. Never downloads a browser.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product did not answer ${url}/api/healthz within ${timeoutMs} ms`);
}

/**
 * The root package.json `start` command line, or with `build: false` its last step alone (the one that runs
 * the product, after `&&`): for more products once the first start has built (two turbo builds at once
 * collide on the build output).
 * @param {string} start
 * @param {boolean} build
 */
export function startCommand(start, build) {
  if (build) return start;
  const steps = start.split('&&');
  if (steps.length < 2) throw new Error(`the start script has no build step to leave out: ${start}`);
  return steps[steps.length - 1].trim();
}

/**
 * The environment the README's `pnpm start` sees in a shell: this process's, without what vitest adds to it.
 * NODE_ENV=test above all: the product would build with it (Vite bundles React's development build, turbo
 * misses the build made before the run, NODE_ENV being in its build env) and run with it (main.ts defaults
 * NODE_ENV to production only when it is unset), which is not how the README starts it.
 * @param {NodeJS.ProcessEnv} env
 */
export function readmeEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
}

/**
 * Starts `pnpm start`'s command line with PORT and DATA_DIR set; resolves when /api/healthz answers. With
 * `build: false`, only its run step (startCommand).
 */
export async function startProduct({ env = {}, timeoutMs = 180_000, build = true } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const bin = path.join(ROOT, 'node_modules', '.bin');
  const logs = [];
  const child = spawn('sh', ['-c', startCommand(scripts.start, build)], {
    cwd: ROOT,
    detached: true,
    // The embedded default: no DATABASE_URL (CI sets one for the API tests), PGlite in the temp folder.
    env: {
      ...readmeEnv(process.env),
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ASSET_STORE_URL: '',
      OIDC_ISSUER: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The product's output also goes to a file in its data folder, which the card-number scan reads
  // (card-scan.js) with the database and the asset store.
  const logFile = createWriteStream(path.join(dataDir, 'product.log'));
  // The shell exits at once on SIGTERM; the product (its child) has exited when both pipes are closed.
  const exited = Promise.all([child.stdout, child.stderr].map((s) => new Promise((resolve) => s.once('close', resolve))));
  const record = (d) => {
    logs.push(String(d));
    if (!logFile.writableEnded) logFile.write(d);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const url = `http://localhost:${port}`;
  try {
    await waitForHealthy(url, child, timeoutMs);
  } catch (err) {
    stop();
    throw new Error(`${err.message}\n--- product output ---\n${logs.join('').slice(-4000)}`);
  }
  function signal() {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  function stop() {
    signal();
    if (!logFile.writableEnded) logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  /** Stops the product and waits for it to exit, keeping its data folder (for a look at what it stored). */
  async function halt() {
    signal();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
    await new Promise((r) => logFile.end(r));
  }
  return { url, port, dataDir, stop, halt, logs };
}

function chromiumOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (never a browser download)`);
  }
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}

/** Launches Debian's Chromium headless with the flags this machine needs. */
export async function launchBrowser() {
  return chromium.launch(chromiumOptions());
}

/**
 * The same Chromium as a server that test files connect to (global-setup.js starts one per worker): starting
 * the browser is seconds of CPU on these 2 cores, paid once per worker instead of once per file.
 */
export async function launchBrowserServer() {
  return chromium.launchServer(chromiumOptions());
}

/**
 * The bytes of a finished download. Read from its stream: `download.path()` throws for a browser reached
 * through a connection (product.js connectBrowser), where the file stays on the browser's side.
 * @param {import('playwright-core').Download} download
 * @returns {Promise<Buffer>}
 */
export async function downloadedBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A fresh browser context and page on the product; close the context when done. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ ...options });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

/**
 * Sends a request head exactly as written — any request target, any or no Host header — on its own
 * connection to 127.0.0.1:`port`, and reads the answer (for tests of what browsers would never send).
 * @param {number} port
 * @param {string} head request line and headers, CRLF-separated, without the closing blank line
 * @param {{ localAddress?: string }} [options] another loopback address (127.0.0.2…) to come from: the
 *   product counts some limits per client address
 */
export function rawHttp(port, head, { localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) }, () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    );
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, at === -1 ? text.length : at).split('\r\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: at === -1 ? '' : text.slice(at + 4) });
    });
  });
}

/**
 * How far the page is wider than the screen (`extra`, px), and the first elements reaching past its right
 * edge (`past`). Content scrolling sideways inside a region of its own that fits the screen (a wide table's
 * wrapper) stays reachable and is not counted.
 */
export function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScrollRegion = (e) => {
      for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if ((overflowX === 'auto' || overflowX === 'scroll') && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && !inScrollRegion(e))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
    return { extra: document.documentElement.scrollWidth - width, past };
  });
}
