import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits for lazily loaded popups and dialogs: on a busy 2-core CI machine (turbo runs every
// package's tests at once, the API's two-node test starts processes) a first chunk can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
