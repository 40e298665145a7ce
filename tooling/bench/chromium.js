// Debian's Chromium with a DevTools port for Lighthouse, launched with the e2e harness's flags (never a
// browser download). `chrome-launcher` would do the same; spawning it here keeps the flags in one place.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Parses the DevTools port from Chromium's "DevTools listening on ws://127.0.0.1:PORT/…" line. */
export function devtoolsPort(stderr) {
  const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(stderr);
  return match ? Number(match[1]) : null;
}

/** @param {{ extraArgs?: string[], timeoutMs?: number }} [options] */
export async function launchDebuggableChromium({ extraArgs = [], timeoutMs = 30_000 } = {}) {
  // Loaded here, not at the top: the budget check imports this package and needs no browser driver.
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../e2e/harness.js');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-chromium-'));
  const args = [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...extraArgs, 'about:blank'];
  const child = spawn(CHROMIUM_PATH, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port within ${timeoutMs} ms:\n${stderr.slice(-2000)}`)),
      timeoutMs,
    );
    child.stderr.on('data', (d) => {
      stderr += d;
      const found = devtoolsPort(stderr);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${stderr.slice(-2000)}`));
    });
  });
  child.stderr.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    /** Stops the browser, waits for it to exit (it writes to its profile until then), removes the profile. */
    async close() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited') {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
