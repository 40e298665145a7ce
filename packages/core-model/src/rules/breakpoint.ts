// Spec §9 "Breakpoints: xs below 576, sm 576, md 768, lg 992, xl 1200. Mobile view is below 768."
import { BREAKPOINTS } from '../constants.js';

export function isMobileView(width: number): boolean {
  return width < BREAKPOINTS.md;
}
