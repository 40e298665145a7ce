// A sign-in for tests: every call is a spy, the owner is signed in unless told otherwise, and
// `loseSession()` ends the session as a refused renewal does.
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { AuthService, AuthUser } from '../auth/auth-service.js';
import { ownerUser } from './fixtures.js';

export interface FakeAuth extends AuthService {
  configure: Mock<AuthService['configure']>;
  currentUser: Mock<AuthService['currentUser']>;
  signIn: Mock<AuthService['signIn']>;
  completeSignIn: Mock<AuthService['completeSignIn']>;
  signOut: Mock<AuthService['signOut']>;
  accessToken: Mock<AuthService['accessToken']>;
  onSessionLost: Mock<AuthService['onSessionLost']>;
  /** Tells the listeners the session ended (as a refused renewal does). */
  loseSession: () => void;
}

export function fakeAuth(user: AuthUser | null = ownerUser): FakeAuth {
  const listeners = new Set<() => void>();
  return {
    onSessionLost: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
    loseSession: () => listeners.forEach((listener) => listener()),
    configure: vi.fn(),
    currentUser: vi.fn(async () => user),
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => '/admin'),
    signOut: vi.fn(async () => undefined),
    accessToken: vi.fn(async () => user?.accessToken ?? null),
  };
}
