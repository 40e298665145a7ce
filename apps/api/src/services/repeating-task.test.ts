import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRepeating, startSweep } from './repeating-task.js';

afterEach(() => vi.useRealTimers());

describe('startRepeating (payment recovery, the event sweep)', () => {
  it('runs at once, then every interval, never two runs at a time; stop ends it', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const task = startRepeating(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      1_000,
      () => undefined,
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000); // the first run is still going: no second one
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    task.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('a failed run is reported and the next one tries again; interval 0 runs once', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const task = startRepeating(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      1_000,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual([new Error('database away')]);
    expect(runs).toBe(2);
    task.stop();

    let once = 0;
    startRepeating(
      async () => void (once += 1),
      0,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(once).toBe(1);
  });

  it('startSweep: firstRun waits for the run; a run that handled rows is logged with its count, a failure as failed', async () => {
    const logged: [string, unknown, string][] = [];
    const log = {
      info: (obj: unknown, msg: string) => void logged.push(['info', obj, msg]),
      error: (obj: unknown, msg: string) => void logged.push(['error', obj, msg]),
    };
    const done = { counted: 'swept', message: 'rows swept' };
    await startSweep(async () => 3, 0, log, { failed: 'sweep failed', done }).firstRun;
    await startSweep(async () => 0, 0, log, { failed: 'sweep failed', done }).firstRun;
    const error = new Error('database away');
    await startSweep(() => Promise.reject(error), 0, log, { failed: 'sweep failed' }).firstRun;
    expect(logged).toEqual([
      ['info', { swept: 3 }, 'rows swept'],
      ['error', { err: error }, 'sweep failed'],
    ]);
  });
});
