// Spec §9 "Breakpoints: xs below 576, sm 576, md 768, lg 992, xl 1200. Mobile view is below 768."
import { BREAKPOINTS } from '../constants.js';
import type { Breakpoint } from '../constants.js';

export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

export function isMobileView(width: number): boolean {
  return width < BREAKPOINTS.md;
}
