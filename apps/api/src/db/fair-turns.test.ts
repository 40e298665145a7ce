// Issue 29: checkouts on PGlite take turns first come first served, a few at a time (fair-turns.ts).
import { describe, expect, it } from 'vitest';
import { FairTurns } from './fair-turns.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('fair turns', () => {
  it('runs at most `limit` units at once, the others in the order they asked, none overtaking a waiting one', async () => {
    const turns = new FairTurns(2);
    const started: number[] = [];
    let inside = 0;
    let most = 0;
    const gates = new Map<number, () => void>();
    const unit = (n: number) =>
      turns.run(async () => {
        started.push(n);
        inside += 1;
        most = Math.max(most, inside);
        await new Promise<void>((resolve) => gates.set(n, resolve));
        inside -= 1;
        return n;
      });
    const done = [0, 1, 2, 3].map(unit);
    await tick();
    expect(started).toEqual([0, 1]);
    expect(turns.queued).toBe(2);
    gates.get(1)!();
    await tick();
    // A unit asking now waits behind 3, which asked before it.
    done.push(unit(4));
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const n of [0, 2, 3, 4]) {
      await tick();
      gates.get(n)?.();
      await tick();
    }
    await tick();
    gates.get(3)?.();
    gates.get(4)?.();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('a unit starts in a later turn of the event loop: a request read meanwhile asks before it starts, and waits its place', async () => {
    // PGlite's statements run synchronously and a unit's steps follow as promise reactions: without a turn of the
    // event loop between units, the queue would run dry before any socket is read again.
    const turns = new FairTurns(1);
    const events: string[] = [];
    const unit = (name: string, arrival?: () => void) =>
      turns.run(async () => {
        events.push(`${name} starts`);
        // A request arrives while this unit runs (I/O: read in a later turn of the loop).
        if (arrival) setImmediate(arrival);
        for (let step = 0; step < 50; step += 1) await Promise.resolve();
        events.push(`${name} ends`);
      });
    let c: Promise<void> | undefined;
    const a = unit('A', () => {
      events.push('C asks');
      c = unit('C');
    });
    const b = unit('B');
    await Promise.all([a, b]);
    await c;
    expect(events).toEqual(['A starts', 'A ends', 'C asks', 'B starts', 'B ends', 'C starts', 'C ends']);
  });

  it('a unit that throws gives its place to the next', async () => {
    const turns = new FairTurns(1);
    const failing = turns.run(async () => {
      throw new Error('boom');
    });
    const next = turns.run(async () => 'next ran');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next ran');
  });
});
