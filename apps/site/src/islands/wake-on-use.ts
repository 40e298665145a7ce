// Wakes a server-rendered island the first time a visitor reaches for it (docs/decisions.md "Islands on the
// home page"): a pointer, key or focus inside its mark starts loading its code; a click on a button there
// before the island is awake is held and replayed once it is, as src/entry-boot.ts does for the page.

const REACHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export interface WakeOptions {
  /** Also wake when the island first shows on screen (e.g. a tab panel being shown). */
  whenVisible?: boolean;
  /** What a held click may land on (default: buttons); e.g. also the labels and radios of a choice. */
  holds?: string;
}

/** Starts waking the island now (if it has not started); resolves once it is awake. */
export type Wake = () => Promise<void>;

const BUTTONS = 'button, [role="button"]';

/**
 * `wake` loads and hydrates the island; it runs once, on the first reach, held click, (optionally) sight, or
 * the returned function's call (an island the page wakes unasked). A click held meanwhile is replayed after.
 */
export function wakeOnUse(mark: HTMLElement, wake: () => Promise<void>, { whenVisible = false, holds = BUTTONS }: WakeOptions = {}): Wake {
  let waking: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  const start = (): Promise<void> => {
    if (!waking) {
      for (const type of REACHES) mark.removeEventListener(type, start, true);
      waking = wake()
        .catch(() => {})
        .finally(() => {
          mark.removeEventListener('click', hold, true);
          const target = held;
          held = null;
          if (target?.isConnected) target.click();
        });
    }
    return waking;
  };
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(holds) : null;
    if (!target || !mark.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void start();
  };
  mark.addEventListener('click', hold, true);
  for (const type of REACHES) mark.addEventListener(type, start, { capture: true, passive: true });
  // A mark takes no box (display: contents): its first element is what shows.
  const shown = mark.firstElementChild;
  if (whenVisible && shown && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    });
    observer.observe(shown);
  }
  return start;
}
