import type { HydrationState } from 'react-router';

declare global {
  interface Window {
    /** Loader data embedded by StaticRouterProvider on the server. */
    __staticRouterHydrationData?: HydrationState;
  }
}
