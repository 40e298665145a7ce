// The invalidation bus: the in-process one does nothing; the Redis one delivers a node's messages to every
// other node, not back to itself, and ignores what is not a message. Against a real Redis when one answers.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, reachableRedis } from './cluster-test-fixture.js';
import { createLocalBus, createRedisBus, parseInvalidation, type Invalidation, type InvalidationBus } from './invalidation-bus.js';

describe('the in-process bus (no REDIS_URL)', () => {
  it('publishes to nobody and never calls a handler', async () => {
    const bus = createLocalBus();
    const seen: Invalidation[] = [];
    bus.subscribe((m) => void seen.push(m));
    bus.publish({ clientId: 1 });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
    await bus.close();
  });
});

describe('parseInvalidation', () => {
  it.each([
    ['not JSON', '{', null],
    ['no node id', '{"clientId":1}', null],
    ['a client', '{"node":"n","clientId":7}', { node: 'n', clientId: 7 }],
    [
      'hosts, templates, all',
      '{"node":"n","hosts":["a.localhost",3],"templates":true,"all":true}',
      { node: 'n', hosts: ['a.localhost'], templates: true, all: true },
    ],
    ['unknown fields and a fractional id', '{"node":"n","clientId":1.5,"drop":"db"}', { node: 'n' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseInvalidation(raw)).toEqual(expected);
  });
});

const url = await reachableRedis();
explainSkip('invalidation bus', url ? [] : ['Redis']);

describe.skipIf(!url)('the Redis bus', () => {
  const channel = `vitrina-test:${randomUUID()}:invalidate`;
  const connections: Redis[] = [];
  const buses: InvalidationBus[] = [];
  const connect = async () => {
    const conn = new Redis(url ?? '', { lazyConnect: true });
    await conn.connect();
    connections.push(conn);
    return conn;
  };
  const node = async () => {
    const bus = await createRedisBus({ publisher: await connect(), subscriber: await connect(), channel });
    buses.push(bus);
    const seen: Invalidation[] = [];
    bus.subscribe((m) => void seen.push(m));
    return { bus, seen };
  };
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 2_000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  };
  let a: Awaited<ReturnType<typeof node>>;
  let b: Awaited<ReturnType<typeof node>>;
  beforeAll(async () => {
    a = await node();
    b = await node();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('delivers a message to the other node, in order, and not back to the sender', async () => {
    a.bus.publish({ clientId: 1 });
    a.bus.publish({ templates: true });
    await until(() => b.seen.length >= 2);
    expect(b.seen).toEqual([{ clientId: 1 }, { templates: true }]);
    // The sender's own copies arrived before b's (one channel, one order): none reached its handler.
    b.bus.publish({ all: true });
    await until(() => a.seen.length >= 1);
    expect(a.seen).toEqual([{ all: true }]);
    expect(b.seen).toHaveLength(2);
  });

  it('ignores what another program writes on the channel', async () => {
    const before = b.seen.length;
    await connections[0]?.publish(channel, 'not json');
    a.bus.publish({ clientId: 2 });
    await until(() => b.seen.length > before);
    expect(b.seen.slice(before)).toEqual([{ clientId: 2 }]);
  });

  it('keeps going when a handler fails', async () => {
    let calls = 0;
    b.bus.subscribe(() => {
      calls += 1;
      throw new Error('boom');
    });
    a.bus.publish({ clientId: 3 });
    a.bus.publish({ clientId: 4 });
    await until(() => calls >= 2);
    expect(calls).toBe(2);
  });
});
