// The visitor's IANA zone for rendering: the business zone on the server and while hydrating (so the markup
// matches), the browser's own right after. It never changes while the page is open.
import { useSyncExternalStore } from 'react';
import { visitorTimeZone } from './booking-time.js';

const subscribe = () => () => {};

export function useVisitorTimeZone(businessZone: string): string {
  return useSyncExternalStore(
    subscribe,
    () => visitorTimeZone(businessZone),
    () => businessZone,
  );
}
