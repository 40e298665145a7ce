// Load runs with autocannon in a child process: the server under test keeps its own event loop (and,
// on this 2-core machine, roughly its own core) instead of sharing one with the load generator.
import { spawn } from 'node:child_process';

export const LOAD_DEFAULTS = Object.freeze({ connections: 100, durationSec: 8, warmupSec: 2 });

/**
 * The figures a report needs from autocannon's `--json` result.
 * @param {any} result
 */
export function summarizeAutocannon(result) {
  const requests = result?.requests ?? {};
  const latency = result?.latency ?? {};
  return {
    reqPerSec: Number(requests.average ?? 0),
    p50Ms: Number(latency.p50 ?? 0),
    p99Ms: Number(latency.p99 ?? 0),
    total: Number(requests.total ?? 0),
    ok2xx: Number(result?.['2xx'] ?? 0),
    non2xx: Number(result?.non2xx ?? 0),
    errors: Number(result?.errors ?? 0) + Number(result?.timeouts ?? 0),
    /** Mean bytes per answer (headers and body), as autocannon read them. */
    bytesPerReq: Number(requests.total) > 0 ? Math.round(Number(result?.throughput?.total ?? 0) / Number(requests.total)) : 0,
  };
}

/**
 * autocannon's CLI arguments; headers as `name=value` (the CLI's `-H K=V`). `uniqueIds`: every request
 * gets its own value for `[<id>]` in the URL (a query string no cache has seen).
 */
export function autocannonArgs({ url, connections, durationSec, headers = {}, uniqueIds = false }) {
  // The CLI's parser (subarg) reads an argument ending in `]` as the end of a `[ … ]` sub-argument list.
  if (url.endsWith(']')) throw new Error(`autocannon cannot take a URL ending in "]": ${url} (add a parameter after it)`);
  const args = ['--json', '--no-progress', '-c', String(connections), '-d', String(durationSec)];
  if (uniqueIds) args.push('-I');
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return args;
}

function runOnce(bin, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 500)} ${err.slice(-500)}`));
      }
    });
  });
}

/**
 * A warm-up run (discarded), then the measured run; bounded by a hard timeout.
 * @param {{ autocannon: string, url: string, headers?: Record<string, string>, connections?: number,
 *   durationSec?: number, warmupSec?: number, uniqueIds?: boolean }} options `autocannon`: path of autocannon's CLI script
 */
export async function runLoad(options) {
  const { autocannon, url, headers = {}, uniqueIds = false } = options;
  const { connections, durationSec, warmupSec } = { ...LOAD_DEFAULTS, ...stripUndefined(options) };
  const slack = 30_000;
  if (warmupSec > 0) {
    await runOnce(autocannon, autocannonArgs({ url, connections, durationSec: warmupSec, headers, uniqueIds }), warmupSec * 1000 + slack);
  }
  const raw = await runOnce(autocannon, autocannonArgs({ url, connections, durationSec, headers, uniqueIds }), durationSec * 1000 + slack);
  return summarizeAutocannon(raw);
}

function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
