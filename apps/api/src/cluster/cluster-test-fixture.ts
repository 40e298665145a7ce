// For the tests of several nodes (excluded from the build, as every *-test-fixture.ts):
// - the Redis and Postgres to run against, when they answer: REDIS_URL and DATABASE_URL win, else the
//   local services CI starts (127.0.0.1, default ports). A test that needs one that does not answer is
//   skipped with the reason printed, never failed;
// - one API node as a real process, started as `pnpm dev` starts it (tsx, the `source` condition: no
//   build needed), in its own process group so that stopping it stops all of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { systemCalls } from '@vitrina/api-client/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
export const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The Redis URL to test against, or null when it does not answer. */
export async function reachableRedis(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const url = env.REDIS_URL || LOCAL_REDIS_URL;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** The Postgres URL (a server where the test may create databases), or null when it does not answer. */
export async function reachablePostgres(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const url = env.DATABASE_URL || LOCAL_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Prints why a suite is skipped (vitest shows skipped suites without a reason). */
export function explainSkip(suite: string, missing: string[]): void {
  if (missing.length)
    console.warn(`[${suite}] skipped: ${missing.join(' and ')} not reachable (set REDIS_URL / DATABASE_URL or start the local services)`);
}

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface NodeProcess {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** SIGTERM (a graceful shutdown), then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once (a crash: nothing is finished or flushed); resolves when the process is gone. */
  kill(): Promise<void>;
  /** Resolves when the process has exited, however (its own failpoint, kill, stop): its exit code or signal. */
  exited: Promise<NodeExit>;
  /** The last few thousand characters it wrote (stdout and stderr), for failure messages. */
  output(): string;
}

export interface NodeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A node being started: `ready` resolves true once its health call (systemCalls.health) answers 200, false when it exited first. */
export interface LaunchedNode extends NodeProcess {
  ready: Promise<boolean>;
}

/** A port free right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** This process's environment without the test runner's own variables (the node runs as the product does). */
function parentEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
}

function exited(child: ChildProcess): Promise<NodeExit> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Spawns `src/main.ts` with `env` on `port` without waiting: for a node that may end itself before it
 * answers (a failpoint, issue 32). `startNode` is this plus waiting for `ready`.
 */
export function launchNode(name: string, port: number, env: NodeJS.ProcessEnv, { timeoutMs = 90_000 } = {}): LaunchedNode {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...parentEnv(), NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const gone = exited(child);
  let dead = false;
  void gone.then(() => (dead = true));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid && !dead) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const stop = async (graceMs = 10_000) => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
  };
  const kill = async () => {
    signal('SIGKILL');
    await gone;
  };
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !dead) {
      const ok = await fetch(`${url}${systemCalls.health.path}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!dead) await stop(1_000);
    return false;
  })();
  return { name, port, url, stop, kill, exited: gone, output: () => output, ready };
}

/** Starts `src/main.ts` with `env` on `port` and resolves once its health call (systemCalls.health) answers 200. */
export async function startNode(name: string, port: number, env: NodeJS.ProcessEnv, { timeoutMs = 90_000 } = {}): Promise<NodeProcess> {
  const node = launchNode(name, port, env, { timeoutMs });
  if (await node.ready) return node;
  const exit = await node.exited;
  throw new Error(`node ${name} did not start in ${timeoutMs} ms (exit: ${exit.code ?? exit.signal}):\n${node.output()}`);
}
