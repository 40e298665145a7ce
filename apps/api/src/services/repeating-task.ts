// A background task every node runs (payment recovery, the domain-event sweep): once now, then every
// `intervalMs` (0: only now) on an unref'd timer, one run at a time; a failed run is reported and the next
// one tries again.

export interface RepeatingTask {
  stop(): void;
}

export function startRepeating(run: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): RepeatingTask {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  tick();
  if (intervalMs <= 0) return { stop() {} };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
