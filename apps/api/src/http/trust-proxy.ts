// TRUST_PROXY, read once (config.ts) into one rule that every reader of forwarded headers asks: Fastify
// (`request.ip`, hence every rate limit and /api/ip), the request identity (X-Forwarded-Host/-Proto) and,
// through Fastify's values, the built-in identity provider (docs/decisions.md "Trusted proxies").
//
//   unset, `false`, `0`  no proxy: the socket's peer is the client, no forwarded header is read
//   `true`               every peer is a proxy: the first X-Forwarded-For entry is the client (only when
//                        the proxy overwrites the header a client sent)
//   `1`, `2`, …          a hop count: that many proxies in front, whatever their address; the entry the
//                        outermost one wrote is the client (only when the API is reachable through them alone)
//   addresses, CIDRs     comma list (`10.0.0.1, 10.1.0.0/16, fd00::/8`, or the named ranges `loopback`,
//                        `linklocal`, `uniquelocal`): a peer in the list is a proxy, the first address
//                        outside it (walking X-Forwarded-For from the nearest end) is the client
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY as read: no proxy, any peer, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | readonly string[];

/** Whether the peer at `address`, `hop` steps from this server (0: the socket's peer), is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Express's (proxy-addr's) names for the private ranges, so a value that worked with Fastify still works. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const FORMS = 'true, false, a hop count (1, 2, …) or a comma list of proxy addresses and CIDRs';

/** One address or CIDR into `list`; false when it is neither. */
function addEntry(list: BlockList, entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/**
 * Reads TRUST_PROXY; throws on a value that is none of the documented forms (a typo must not start a
 * server that silently trusts nothing, or everything).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops)) throw new Error(`TRUST_PROXY must be ${FORMS}, got "${value}"`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const check = new BlockList();
  for (const entry of entries) {
    const ok = NAMED_RANGES[entry] ? NAMED_RANGES[entry].every((range) => addEntry(check, range)) : addEntry(check, entry);
    if (!ok) throw new Error(`TRUST_PROXY must be ${FORMS}; "${entry}" is no address, CIDR or named range`);
  }
  return entries;
}

const trustAll: ProxyTrust = () => true;
const trustNone: ProxyTrust = () => false;
const byHops = new Map<number, ProxyTrust>();
const byAddresses = new WeakMap<readonly string[], ProxyTrust>();

/** An IPv4-mapped IPv6 peer (`::ffff:10.0.0.1`, a dual-stack socket) is its IPv4 address. */
const unmapped = (address: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

function addressTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(list, range);
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The rule of a TRUST_PROXY value, in the form Fastify's `trustProxy` takes (made once per value). */
export function proxyTrust(value: TrustProxy): ProxyTrust {
  if (value === true) return trustAll;
  if (value === false || value === 0) return trustNone;
  if (typeof value === 'number') {
    let rule = byHops.get(value);
    if (!rule) byHops.set(value, (rule = (_address, hop) => hop < value));
    return rule;
  }
  let rule = byAddresses.get(value);
  if (!rule) byAddresses.set(value, (rule = addressTrust(value)));
  return rule;
}

/** Whether this request's peer is a trusted proxy, so the forwarded headers it wrote count. */
export function peerIsTrustedProxy(value: TrustProxy, peerAddress: string | undefined): boolean {
  return proxyTrust(value)(peerAddress ?? '', 0);
}
