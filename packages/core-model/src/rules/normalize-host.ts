// Spec §4 "Site load": site data is fetched by host name with a leading www. stripped; on localhost
// a demo host is used.

export interface NormalizeHostOptions {
  /** Host whose site is shown on plain localhost, e.g. `demo.localhost`. */
  demoHost: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Lower-cased host without port and leading `www.`; loopback hosts map to the demo host. */
export function normalizeHost(host: string, { demoHost }: NormalizeHostOptions): string {
  let h = host.trim().toLowerCase();
  // Strip the port, but keep a bracketed IPv6 literal whole.
  h = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) || h : h.replace(/:\d*$/, '');
  h = h.replace(/\.$/, '');
  if (h.startsWith('www.')) h = h.slice(4);
  return LOOPBACK_HOSTS.has(h) ? demoHost : h;
}
