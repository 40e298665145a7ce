// Cache invalidations between API nodes (ARCHITECTURE "How it runs", several nodes): a node that
// publishes a site or changes an owner's data drops its own caches and tells the others, which drop
// theirs at once instead of waiting for their time-to-live. Without REDIS_URL there are no others: the
// bus is in-process and does nothing.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What another node must forget. Every field is optional; several may come in one message. */
export interface Invalidation {
  /** A client's site changed: its websitedata answer, the rendered pages and its site.json objects. */
  clientId?: number;
  /** site.json objects of these hosts (when the sender knows them). */
  hosts?: string[];
  /** template.json documents were written (template-only sites render from them). */
  templates?: true;
  /** Everything cached. */
  all?: true;
}

export type InvalidationHandler = (message: Invalidation) => void | Promise<void>;

export interface InvalidationBus {
  /** This process's id; a node ignores the messages it sent itself. */
  readonly nodeId: string;
  /** Tells the other nodes; never throws (a lost message costs at most the caches' time-to-live). */
  publish(message: Invalidation): void;
  /** Runs `handler` for every message of another node. */
  subscribe(handler: InvalidationHandler): void;
  close(): Promise<void>;
}

export const DEFAULT_CHANNEL = 'vitrina:invalidate';

/** One process, no other node: nothing to tell. */
export function createLocalBus(): InvalidationBus {
  return {
    nodeId: randomUUID(),
    publish: () => undefined,
    subscribe: () => undefined,
    close: async () => undefined,
  };
}

interface Envelope extends Invalidation {
  node: string;
}

/** A message from the wire, or null when it is not one (another program on the channel, a newer format). */
export function parseInvalidation(raw: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.node !== 'string') return null;
  const out: Envelope = { node: v.node };
  if (typeof v.clientId === 'number' && Number.isInteger(v.clientId)) out.clientId = v.clientId;
  if (Array.isArray(v.hosts)) out.hosts = v.hosts.filter((h): h is string => typeof h === 'string');
  if (v.templates === true) out.templates = true;
  if (v.all === true) out.all = true;
  return out;
}

export interface RedisBusOptions {
  /** Connection for PUBLISH (it may be shared with other commands). */
  publisher: Redis;
  /** A connection of its own: once subscribed, Redis allows it nothing else. */
  subscriber: Redis;
  channel?: string;
  nodeId?: string;
  onError?: (err: unknown, what: string) => void;
}

/** Redis pub/sub: at most once, in order per sender; a node that was disconnected misses messages. */
export async function createRedisBus({
  publisher,
  subscriber,
  channel = DEFAULT_CHANNEL,
  nodeId = randomUUID(),
  onError = () => undefined,
}: RedisBusOptions): Promise<InvalidationBus> {
  const handlers: InvalidationHandler[] = [];
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseInvalidation(raw);
    if (!message || message.node === nodeId) return;
    const { node: _node, ...invalidation } = message;
    for (const handler of handlers) {
      Promise.resolve()
        .then(() => handler(invalidation))
        .catch((err: unknown) => onError(err, 'handling an invalidation'));
    }
  });
  await subscriber.subscribe(channel);
  return {
    nodeId,
    publish(message) {
      publisher
        .publish(channel, JSON.stringify({ ...message, node: nodeId }))
        .catch((err: unknown) => onError(err, 'publishing an invalidation'));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
