// Vitest setup (vitest.config.ts): jest-dom matchers, and an unmount after every test (globals are off,
// so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
