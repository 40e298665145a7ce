// §4 Tracking once the page has loaded, for a hydrated page (src/routes/layout/site-shell.tsx) and a page
// served as islands (src/islands/runtime.ts) alike; no React here.
import { TRACKING_SEND_DELAY_MS } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';

/** Milliseconds since the page's load event (0 before it): hydration may come a while after it. */
function sinceLoad(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? Math.max(0, performance.now() - navigation.loadEventEnd) : 0;
}

/** §4 Tracking once the page has loaded; the module waits out the 3 s from load and swallows every failure. */
export function startTrackingAfterLoad(client: Client, search: string): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const start = () => {
    import('../features/tracking/index.js')
      .then((tracking) => {
        if (!cancelled) stop = tracking.startTracking({ client, search, delayMs: Math.max(0, TRACKING_SEND_DELAY_MS - sinceLoad()) });
      })
      .catch(() => {});
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    stop?.();
  };
}
