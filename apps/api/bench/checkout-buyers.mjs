// The buyers of the checkout scenario (checkout-bench.ts), in a child process like every bench load (issue 29
// "Checkout"): N buyers post checkouts back to back for a while, each request with its own Idempotency-Key and
// its own client address (X-Forwarded-For, the bench server trusts it) so that neither a replay nor the
// per-address rate limit answers instead of a real checkout.
//
// Unlike autocannon, a buyer is never dropped when the time is up: the checkouts under way then are waited for
// and their latencies kept (a buyer queued for the whole run counts as the slow buyer it is, not as nothing),
// and the next run (the measured one after the warm-up) starts with no checkout of the previous one still
// queued in the server. Prints JSON: every answer's start, latency and status (ms from the run's start).
//   node checkout-buyers.mjs '{"url":"http://127.0.0.1:1234/api/client/1/checkout","body":"{…}","connections":50,"durationSec":8,"firstBuyer":0}'
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const { url, body, connections, durationSec, firstBuyer = 0, timeoutMs = 60_000, trace = false } = JSON.parse(process.argv[2] ?? '{}');
/** With `trace`: [buyer number (its X-Forwarded-For), sent at, answered at] per answer, in ms since the epoch (performance.timeOrigin-based, comparable with the server's). */
const traced = [];
const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const payload = Buffer.from(body);
let buyer = firstBuyer;

/** One checkout: its HTTP status, or the error that stood for one. */
function checkout() {
  buyer += 1;
  const number = buyer;
  const sentAt = now();
  const headers = {
    'content-type': 'application/json',
    'content-length': String(payload.length),
    'idempotency-key': `bench_${randomBytes(12).toString('hex')}`,
    // Header values only: every request goes to the bench server on 127.0.0.1.
    'x-forwarded-for': `127.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
  };
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (trace) traced.push([number, Math.round(sentAt * 10) / 10, Math.round(now() * 10) / 10]);
        resolve({ status: res.statusCode ?? 0 });
      });
      res.on('error', (err) => resolve({ status: 0, error: err.message }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(payload);
  });
}

const start = performance.now();
const end = start + durationSec * 1000;
/** [started ms, latency ms, status (0: an error)] per answer. */
const answers = [];
const errors = {};

async function buyerLoop() {
  while (performance.now() < end) {
    const t0 = performance.now();
    const r = await checkout();
    const t1 = performance.now();
    answers.push([Math.round(t0 - start), Math.round((t1 - t0) * 10) / 10, r.status]);
    if (r.error) errors[r.error] = (errors[r.error] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: connections }, buyerLoop));
agent.destroy();
process.stdout.write(
  JSON.stringify({
    durationMs: durationSec * 1000,
    lastAnswerMs: Math.round(performance.now() - start),
    answers,
    errors,
    ...(trace ? { traced } : {}),
  }),
);
