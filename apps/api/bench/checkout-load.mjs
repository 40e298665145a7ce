// The load of the checkout scenario (checkout-bench.ts), in a child process like every bench load: N
// buyers (connections) post checkouts back to back for a while, each request with its own Idempotency-Key
// and its own client address (X-Forwarded-For, the bench server trusts it) so that neither a replay nor
// the per-address rate limit answers instead of a real checkout. Prints autocannon's result as JSON.
//   node checkout-load.mjs '{"url":"http://127.0.0.1:1234/api/client/1/checkout","body":"{…}","connections":50,"durationSec":5}'
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const { url, body, connections, durationSec } = JSON.parse(process.argv[2] ?? '{}');
let buyer = 0;

const result = await autocannon({
  url,
  connections,
  duration: durationSec,
  timeout: 30,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      setupRequest(request) {
        buyer += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            'idempotency-key': `bench_${randomBytes(12).toString('hex')}`,
            // Header values only: every request goes to the bench server on 127.0.0.1.
            'x-forwarded-for': `127.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
          },
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
