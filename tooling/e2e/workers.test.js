// Which product a test file gets (issue 27): its worker's, never one another file is using at the time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeEnv, startCommand } from './harness.js';
import { DEFAULT_E2E_WORKERS, e2eWorkers, productOfWorker } from './workers.js';

const products = [
  { url: 'http://localhost:4001', port: 4001 },
  { url: 'http://localhost:4002', port: 4002 },
];

describe('E2E_WORKERS', () => {
  it('unset or blank: the measured default', () => {
    expect(e2eWorkers({})).toBe(DEFAULT_E2E_WORKERS);
    expect(e2eWorkers({ E2E_WORKERS: ' ' })).toBe(DEFAULT_E2E_WORKERS);
  });

  it('a whole number from 1 is the number of workers', () => {
    expect(e2eWorkers({ E2E_WORKERS: '1' })).toBe(1);
    expect(e2eWorkers({ E2E_WORKERS: '4' })).toBe(4);
  });

  it('anything else is refused rather than guessed at', () => {
    for (const value of ['0', '-2', '1.5', 'two']) {
      expect(() => e2eWorkers({ E2E_WORKERS: value })).toThrow(/E2E_WORKERS must be a whole number from 1/);
    }
  });
});

describe("a test file's product", () => {
  it('is the product of its worker (VITEST_POOL_ID 1…n, in the order the set-up started them)', () => {
    expect(productOfWorker(products, '1')).toBe(products[0]);
    expect(productOfWorker(products, '2')).toBe(products[1]);
  });

  it('a worker past the products started is an error, not a product another file is using', () => {
    expect(() => productOfWorker(products, '3')).toThrow(/worker 3 has no product of its own: the global set-up started 2/);
  });

  it('no products provided (the file was run outside `pnpm e2e`) says how to run it', () => {
    expect(() => productOfWorker(undefined, '1')).toThrow(/pnpm e2e/);
    expect(() => productOfWorker([], '1')).toThrow(/pnpm e2e/);
  });
});

describe('how the products start', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));

  it("the first runs the README's start command as written, build included", () => {
    expect(startCommand(scripts.start, true)).toBe(scripts.start);
  });

  it('the others run its last step alone: the same product, without a second build', () => {
    expect(startCommand(scripts.start, false)).toBe(scripts.start.split('&&').at(-1).trim());
    expect(startCommand(scripts.start, false)).toMatch(/^node apps\/api\/dist\/main\.js$/);
    expect(() => startCommand('node main.js', false)).toThrow(/no build step/);
  });

  it("in the README's environment: what vitest adds (NODE_ENV=test, VITEST*) is not passed on, the rest is", () => {
    const env = readmeEnv({ PATH: '/bin', HOME: '/root', NODE_ENV: 'test', TEST: 'true', VITEST: 'true', VITEST_POOL_ID: '1' });
    expect(env).toEqual({ PATH: '/bin', HOME: '/root' });
    // What this very run would hand a product: whatever NODE_ENV vitest set here, the product never sees it.
    expect(readmeEnv(process.env).NODE_ENV).toBeUndefined();
  });
});
