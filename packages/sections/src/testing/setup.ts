// Vitest setup (vitest.config.ts): jest-dom matchers, and an unmount after every test (globals are off,
// so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits up to 5 s: on a busy 2-core CI machine (turbo runs every package's tests at once, the
// API's two-node test starts processes) a first render or a lazily loaded chunk can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
