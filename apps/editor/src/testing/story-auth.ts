// The signed-in owner of the Storybook frames: every call succeeds at once, the session never ends.
import type { AuthService } from '../auth/auth-service.js';
import { ownerUser } from './fixtures.js';

export const storyAuth: AuthService = {
  configure: () => undefined,
  currentUser: async () => ownerUser,
  signIn: async () => undefined,
  completeSignIn: async () => '/admin',
  signOut: async () => undefined,
  accessToken: async () => ownerUser.accessToken,
  onSessionLost: () => () => undefined,
};
