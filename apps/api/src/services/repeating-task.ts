// A background task every node runs (payment recovery, the domain-event sweep, the form-upload and reminder
// sweeps): once now, then every `intervalMs` (0: only now) on an unref'd timer, one run at a time; a failed
// run is reported and the next one tries again.

export interface RepeatingTask {
  /** The run made on start, settled (tests wait for it); it never rejects. */
  firstRun: Promise<void>;
  stop(): void;
}

export function startRepeating(run: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): RepeatingTask {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    running ??= run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = tick();
  if (intervalMs <= 0) return { firstRun, stop() {} };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { firstRun, stop: () => clearInterval(timer) };
}

/** What a sweep's runs log: a failure, and (when given) a run that handled any rows, as `{ [counted]: n }`. */
export interface SweepMessages {
  failed: string;
  done?: { counted: string; message: string };
}

/** A repeating sweep that answers how many rows it handled (the form uploads', the reminders'), its runs logged. */
export function startSweep(
  sweep: () => Promise<number>,
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void },
  { failed, done }: SweepMessages,
): RepeatingTask {
  return startRepeating(
    async () => {
      const handled = await sweep();
      if (handled > 0 && done) log.info?.({ [done.counted]: handled }, done.message);
    },
    intervalMs,
    (err) => log.error({ err }, failed),
  );
}
