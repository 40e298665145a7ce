// Spec §4 "Site load": site data is fetched by host name with a leading www. stripped; on localhost
// a demo host is used.

interface NormalizeHostOptions {
  /** Host whose site is shown on plain localhost, e.g. `demo.localhost`; without it loopback hosts stay. */
  demoHost?: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Lower-cased host without port, trailing dot and leading `www.`; loopback hosts map to the demo host
 * when one is given. Request hosts and stored custom domains both go through it, so they compare equal.
 */
export function normalizeHost(host: string, { demoHost }: NormalizeHostOptions = {}): string {
  let h = host.trim().toLowerCase();
  // Strip the port, but keep a bracketed IPv6 literal whole.
  h = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) || h : h.replace(/:\d*$/, '');
  h = h.replace(/\.$/, '');
  if (h.startsWith('www.')) h = h.slice(4);
  return demoHost !== undefined && LOOPBACK_HOSTS.has(h) ? demoHost : h;
}

/** A `Host` header split and checked (RFC 9110 §7.2 `uri-host [ ":" port ]`). */
interface HostHeader {
  /** Lower case, trailing dot dropped; a bracketed literal for IPv6. */
  hostname: string;
  /** null: none given (the scheme's default). */
  port: number | null;
  /** `hostname[:port]` as a URL writes it: what the request's own URL carries. */
  authority: string;
}

const DNS_LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;
const PORT = /^[0-9]{1,5}$/;
/** A last label that URLs read as a number: the name is then an IPv4 address (WHATWG "ends in a number"). */
const NUMERIC_LABEL = /(?:^|\.)(?:[0-9]+|0x[0-9a-f]*)$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;

function isHostname(host: string): boolean {
  if (IPV6_LITERAL.test(host)) return URL.canParse(`http://${host}/`);
  if (host.length === 0 || host.length > 253) return false;
  // Only dotted-decimal addresses: `0`, `0x7f.1` or `127.1` would reach a URL as another host.
  if (NUMERIC_LABEL.test(host)) return IPV4.test(host);
  return host.split('.').every((label) => DNS_LABEL.test(label));
}

/**
 * The `Host` header of a request, or null when it names no host: empty, a list (`a, b`), user info
 * (`a@b`), non-ASCII (IDNs come punycoded), a port that is not 1–65535, or more than one colon outside
 * brackets. Names are lower-cased and lose a trailing dot; `www.` and the demo host are `normalizeHost`'s.
 */
export function parseHostHeader(value: string | undefined): HostHeader | null {
  if (value === undefined) return null;
  const raw = value.toLowerCase();
  const close = raw.startsWith('[') ? raw.indexOf(']') : -1;
  const colon = raw.indexOf(':', close + 1);
  let hostname = colon === -1 ? raw : raw.slice(0, colon);
  const portText = colon === -1 ? null : raw.slice(colon + 1);
  if (portText !== null && (!PORT.test(portText) || Number(portText) < 1 || Number(portText) > 65535)) return null;
  if (hostname.endsWith('.') && !hostname.startsWith('[')) hostname = hostname.slice(0, -1);
  if (!isHostname(hostname)) return null;
  const port = portText === null ? null : Number(portText);
  return { hostname, port, authority: port === null ? hostname : `${hostname}:${port}` };
}
