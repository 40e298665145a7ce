// Smooth scroll to a home-page section (spec §9 "Scroll duration 250 ms, offset -70"): the offset keeps
// the section title clear of a sticky header. Visitors who ask for reduced motion jump straight there.
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from '@vitrina/core-model';

interface ScrollToSectionOptions {
  durationMs?: number;
  offsetPx?: number;
  /** Move keyboard focus to the section once there (default true), so Tab continues from it. */
  focus?: boolean;
}

/** Ease-in-out (quadratic): 0 → 0, 1 → 1, never leaves [0, 1]. */
export function easeInOut(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1);
  return p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusWithoutScroll(element: HTMLElement): void {
  // Sections are not focusable by default; -1 makes them a focus target without adding a Tab stop.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls the window so the element with `id` sits `offsetPx` below the top. Returns false when there is
 * no such element (the caller then lets the link navigate, e.g. to `/#section-about` from another page).
 */
export function scrollToSection(id: string, options: ScrollToSectionOptions = {}): boolean {
  const { durationMs = SCROLL_DURATION_MS, offsetPx = SCROLL_OFFSET_PX, focus = true } = options;
  const element = document.getElementById(id);
  if (!element) return false;
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start + offsetPx);
  if (focus) focusWithoutScroll(element);

  if (durationMs <= 0 || prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, target);
    return true;
  }
  let startedAt: number | undefined;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min((now - startedAt) / durationMs, 1);
    window.scrollTo(0, start + (target - start) * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
  return true;
}
